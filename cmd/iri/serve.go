package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	"github.com/goiri/iri/internal/viewer"
)

func init() {
	register(&command{
		name:    "serve",
		summary: "serve a page that shows an IRI: components, variants, mappings, findings, bidi",
		usage: `Usage: iri serve [--listen ADDR] [--max-input BYTES] [--max-concurrent N]

Serves the IRI viewer: a page at / where every keystroke shows the IRI's
components, each grammar variant's verdict, its URI form, IRI form and
normal forms, the findings of iri check under the characters they point
at, the code point names of invisible and look-alike characters, and its
logical and visual order (draft-ietf-iri-3987bis-00 section 4.4). The
state is in the page's address (/?iri=...), so a view can be shared as a
link. The page calls a JSON API, GET /api/analyze?iri=...&variant=...&base=...,
whose fields are those of the --json outputs of the other commands
(docs/serve.md). The page is in the binary and loads nothing from any
other host.

It listens on the loopback interface (127.0.0.1:3987) unless --listen
says otherwise, and prints the address it listens on. Ctrl-C stops it,
letting running requests finish for up to 5 seconds (exit status 1 if
some are still running then).

Examples:
  iri serve
  iri serve --listen 127.0.0.1:8080
  iri serve --listen 127.0.0.1:0     # any free port`,
		setup: setupServe,
	})
}

// serveMemoryLimit is the soft memory limit of iri serve.
const serveMemoryLimit = 64 << 20

// serveContext returns the context that stops the server: cancelled on
// an interrupt or a termination signal. Tests replace it.
var serveContext = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

// serveShutdownTimeout is how long iri serve lets running requests finish
// once stopped before it gives up on them. Tests shorten it.
var serveShutdownTimeout = 5 * time.Second

func setupServe(fs *flag.FlagSet) func(*env, []string) int {
	listen := fs.String("listen", "127.0.0.1:3987", "address to listen on (host:port; port 0 picks a free one)")
	maxInput := fs.Int("max-input", viewer.DefaultMaxInput, "largest IRI, base or text accepted, in bytes")
	maxConc := fs.Int("max-concurrent", 0, "analyses running at once (default two per CPU)")
	return func(e *env, args []string) int {
		if len(args) > 0 {
			fmt.Fprintf(e.stderr, "iri serve: unexpected argument %q\nRun \"iri serve --help\" for usage.\n", args[0])
			return exitUsage
		}
		if *maxInput <= 0 || *maxConc < 0 {
			fmt.Fprintln(e.stderr, "iri serve: --max-input must be positive, --max-concurrent not negative")
			return exitUsage
		}
		// A soft memory limit (the garbage collector works harder near it)
		// keeps a burst of large inputs from growing the heap; GOMEMLIMIT
		// in the environment overrides it.
		if os.Getenv("GOMEMLIMIT") == "" {
			debug.SetMemoryLimit(serveMemoryLimit)
		}
		ln, err := net.Listen("tcp", *listen)
		if err != nil {
			fmt.Fprintf(e.stderr, "iri serve: %v\n", err)
			return exitInvalid
		}
		addr := ln.Addr().(*net.TCPAddr)
		srv := viewer.NewServer(*listen, viewer.Config{MaxInput: *maxInput, MaxConcurrent: *maxConc,
			LocalHostsOnly: addr.IP.IsLoopback()})
		fmt.Fprintf(e.stdout, "iri serve: listening on http://%s/\n", addr)
		if w := exposureWarning(addr.IP); w != "" {
			fmt.Fprintln(e.stderr, w)
		}
		ctx, stop := serveContext()
		defer stop()
		done := make(chan error, 1)
		go func() { done <- srv.Serve(ln) }()
		select {
		case err = <-done:
		case <-ctx.Done():
			sctx, cancel := context.WithTimeout(context.Background(), serveShutdownTimeout)
			err = srv.Shutdown(sctx)
			cancel()
			if err == nil {
				err = <-done
			} else {
				err = fmt.Errorf("stopping with requests still running after %v: %w", serveShutdownTimeout, err)
			}
		}
		if err != nil && !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintf(e.stderr, "iri serve: %v\n", err)
			return exitInvalid
		}
		return exitOK
	}
}

// exposureWarning returns the warning iri serve prints when it listens on
// an address other hosts can reach, or "" for a loopback address.
func exposureWarning(ip net.IP) string {
	if ip.IsLoopback() {
		return ""
	}
	what := ip.String()
	if ip.IsUnspecified() {
		what += " (every interface)"
	}
	return "iri serve: warning: listening on " + what + ", not a loopback address: other hosts can reach the viewer"
}
