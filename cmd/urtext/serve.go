package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/urtext/urtext/internal/devserver"
	"github.com/urtext/urtext/internal/player/modules"
	"github.com/urtext/urtext/words"
)

func serve(args []string, l words.Lang, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("urtext serve", flag.ContinueOnError)
	addr := fl.String("addr", "127.0.0.1:8080", "address to listen on (loopback only)")
	dir := fl.String("content", "", "content directory (default: content/ if present, else the embedded content)")
	kiosk := fl.Bool("kiosk", false, "open on the kiosk: / goes to /kiosk/ (settings in the query: /kiosk/?lang=fr&idle=90)")
	if !parseFlags(fl, args, stderr) {
		return 2
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "urtext serve: unexpected argument %q: the content folder is given with -content\n", fl.Arg(0))
		return 2
	}
	if !contentDirOK("urtext serve", l, *dir, stderr) {
		return 2
	}
	if err := devserver.CheckAddr(*addr); err != nil {
		fmt.Fprintf(stderr, "urtext serve: %v\n", err)
		return 2
	}
	// Stop on Ctrl-C and on kill (SIGTERM: make serve stopped by its
	// process id).
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// Listen first: a port in use is said at once, not after the builds.
	ln, err := devserver.Listen(*addr)
	if err != nil {
		fmt.Fprintf(stderr, "urtext serve: %v\n", err)
		return 1
	}
	defer ln.Close()
	t0 := time.Now()
	fsys, prefix, watched := contentFS(*dir)
	fmt.Fprintln(stdout, say(l, lServeBuilding, "src", source(l, watched)))
	logger := log.New(stderr, say(l, lServePrefix), 0)
	srv := devserver.New(fsys, prefix, logger)
	srv.Kiosk = *kiosk
	srv.Lang = l
	if pl, err := modules.Load(); err != nil {
		logger.Print(say(l, lServeNoPlayer, "err", err.Error()))
	} else {
		srv.Player = pl
	}
	_ = srv.Rebuild() // a failed build is shown in the browser
	if watched != "" {
		go func() {
			if err := srv.Watch(ctx, watched); err != nil {
				logger.Print(say(l, lServeNoWatch, "dir", watched, "err", err.Error()))
			}
		}()
	} else {
		logger.Print(say(l, lServeEmbedded))
	}
	ms := strconv.FormatInt(time.Since(t0).Milliseconds(), 10)
	if *kiosk {
		fmt.Fprintln(stdout, say(l, lServeKiosk, "url", "http://"+ln.Addr().String()+"/kiosk/", "ms", ms))
	} else {
		fmt.Fprintln(stdout, say(l, lServe, "url", "http://"+ln.Addr().String()+"/", "ms", ms))
	}
	if err := srv.Serve(ctx, ln); err != nil {
		fmt.Fprintf(stderr, "urtext serve: %v\n", err)
		return 1
	}
	return 0
}
