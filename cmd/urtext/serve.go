package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"

	"github.com/urtext/urtext/internal/devserver"
	"github.com/urtext/urtext/internal/player"
)

func serve(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("urtext serve", flag.ContinueOnError)
	fl.SetOutput(stderr)
	addr := fl.String("addr", "127.0.0.1:8080", "address to listen on (loopback only)")
	dir := fl.String("content", "", "content directory (default: content/ if present, else the embedded content)")
	kiosk := fl.Bool("kiosk", false, "open on the kiosk: / goes to /kiosk/ (settings in the query: /kiosk/?lang=fr&idle=90)")
	if err := fl.Parse(args); err != nil {
		return 2
	}
	host, _, err := net.SplitHostPort(*addr)
	if err != nil {
		fmt.Fprintf(stderr, "urtext serve: -addr %q: %v\n", *addr, err)
		return 2
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		fmt.Fprintf(stderr, "urtext serve: %s is not a loopback address: the development server only listens on this machine (127.0.0.1, ::1, localhost)\n", host)
		return 2
	}
	fsys, prefix, watched := contentFS(*dir)
	logger := log.New(stderr, "urtext serve: ", 0)
	srv := devserver.New(fsys, prefix, logger)
	if pl, err := player.Build(); err != nil {
		logger.Printf("serving without the browser player: %v", err)
	} else {
		srv.Player = pl
	}
	_ = srv.Rebuild() // a failed build is shown in the browser
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "urtext serve: %v\n", err)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if watched != "" {
		go func() {
			if err := srv.Watch(ctx, watched); err != nil {
				logger.Printf("not watching %s: %v", watched, err)
			}
		}()
	} else {
		logger.Print("serving the embedded content (no content/ here to watch)")
	}
	var h http.Handler = srv
	if *kiosk {
		h = kioskRoot(srv)
		fmt.Fprintf(stdout, "urtext serve: the kiosk at http://%s/kiosk/ (Ctrl-C to stop)\n", ln.Addr())
	} else {
		fmt.Fprintf(stdout, "urtext serve: http://%s/ (Ctrl-C to stop)\n", ln.Addr())
	}
	hs := &http.Server{Handler: h}
	go func() {
		<-ctx.Done()
		_ = hs.Close()
	}()
	if err := hs.Serve(ln); err != nil && err != http.ErrServerClosed {
		fmt.Fprintf(stderr, "urtext serve: %v\n", err)
		return 1
	}
	return 0
}

// kioskRoot sends the site's root to the kiosk, with its query (the
// kiosk's settings).
func kioskRoot(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/" {
			u := "/kiosk/"
			if r.URL.RawQuery != "" {
				u += "?" + r.URL.RawQuery
			}
			http.Redirect(w, r, u, http.StatusFound)
			return
		}
		next.ServeHTTP(w, r)
	})
}
