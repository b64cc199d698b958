package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
)

// version is set by the release build (make dist: -X main.version=…);
// otherwise the module's version is read from the binary: go install
// …@v1.2.3 stamps it, a build in a clone stamps a pseudo-version from
// its commit.
var version string

// Version is the command's version, or "devel" when none is known.
func Version() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "devel"
}

func versionCmd(stdout io.Writer) int {
	fmt.Fprintf(stdout, "urtext %s (%s, %s/%s)\n", Version(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return 0
}
