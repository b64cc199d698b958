package devserver

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// The server's timeouts. Its requests are GET and HEAD, without a body,
// from a browser on the same machine; the largest file it sends is the
// reader's module (2.7 MB). The event stream of the live reload has
// no read deadline and moves its write deadline on with each message.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 10 * time.Second
	writeTimeout      = 30 * time.Second
	idleTimeout       = 2 * time.Minute
)

// HTTPServer returns the HTTP server of s, with its timeouts.
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{
		Handler:           s,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		ErrorLog:          s.log,
	}
}

// Serve serves s on ln until ctx ends.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	hs := s.HTTPServer()
	stop := context.AfterFunc(ctx, func() { _ = hs.Close() })
	defer stop()
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// Loopback reports whether a request's Host names this machine:
// localhost, 127.0.0.0/8 or ::1, with or without a port. A page of
// another site whose name a DNS trick points at 127.0.0.1 (DNS
// rebinding) sends its own name, and is refused.
func Loopback(host string) bool {
	h, _, err := net.SplitHostPort(host)
	if err != nil {
		h = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	}
	if strings.EqualFold(h, "localhost") {
		return true
	}
	ip, err := netip.ParseAddr(h)
	return err == nil && ip.Unmap().IsLoopback()
}

// quoteHost quotes a request's Host for a message, cut when long.
func quoteHost(host string) string {
	if len(host) > 60 {
		host = host[:60] + "…"
	}
	return strconv.Quote(host)
}

// CheckAddr says, in one line that names addr as given, why the
// development server will not listen on it; nil when addr is a loopback
// address or localhost, with a port.
func CheckAddr(addr string) error {
	const only = "the development server listens only on this machine"
	q := strconv.Quote(addr)
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		bare := strings.TrimSuffix(strings.TrimPrefix(addr, "["), "]")
		ip, ipErr := netip.ParseAddr(bare)
		switch {
		case addr == "":
			return errors.New(`-addr "" is empty: use 127.0.0.1:8080, or 127.0.0.1:0 for any free port`)
		case ipErr == nil && ip.Is6() && !strings.HasPrefix(addr, "["):
			return errors.New("-addr " + q + ": an IPv6 address takes brackets before its port, as in [::1]:8080")
		case ipErr != nil && strings.Contains(bare, ":"):
			return errors.New("-addr " + q + " is not host:port: use 127.0.0.1:8080, [::1]:8080 or localhost:8080")
		}
		host = bare // no port: said below, once the host is right
	} else if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return errors.New("-addr " + q + ": the port must be a number from 0 to 65535 (0 for any free port), not " + strconv.Quote(port))
	}
	p := port
	if p == "" {
		p = "8080"
	}
	use := "use 127.0.0.1:" + p + " or localhost:" + p
	ip, ipErr := netip.ParseAddr(host)
	switch {
	case host == "" || ipErr == nil && ip.IsUnspecified():
		return errors.New("-addr " + q + " listens on every interface; " + only + ": " + use)
	case ipErr == nil && !ip.Unmap().IsLoopback():
		return errors.New("-addr " + q + " is not a loopback address; " + only + ": " + use)
	case ipErr != nil && !strings.EqualFold(host, "localhost"):
		return errors.New("-addr " + q + " names a host other than localhost; " + only + ": " + use)
	case port == "":
		if ipErr == nil && ip.Is6() {
			host = "[" + host + "]"
		}
		return errors.New("-addr " + q + " has no port: use " + host + ":8080, or " + host + ":0 for any free port")
	}
	return nil
}

// Listen listens on addr, which CheckAddr accepts; its errors name addr
// and say what to do.
func Listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	switch {
	case errors.Is(err, syscall.EADDRINUSE):
		return nil, errors.New("-addr " + strconv.Quote(addr) + " is in use by another program: stop it, or choose another port (port 0 takes any free one)")
	case errors.Is(err, syscall.EACCES):
		return nil, errors.New("-addr " + strconv.Quote(addr) + ": this user may not listen on that port: choose one above 1023 (port 0 takes any free one)")
	case err != nil:
		return nil, errors.New("-addr " + strconv.Quote(addr) + ": " + err.Error())
	}
	return ln, nil
}
