package site

import (
	"io/fs"
)

// Build builds the site from the content in fsys (the embedded copy or a directory:
// en/, fr/, replays/), in the stages the package documentation
// describes: load, check, render the site and the kiosk, check the
// links. Any failure, in a replay or in the pages, is an error naming
// its file, line and column (an ErrorList), and no site is returned.
func Build(fsys fs.FS, opts Options) (*Site, error) {
	c, errs := load(fsys, opts.Prefix)
	errs.addAll(check(c))
	if err := errs.Err(); err != nil {
		return nil, err
	}
	d := newDrawings()
	siteT, kioskT := siteTarget(opts), kioskTarget(opts)
	site, errs := render(c, siteT, d)
	kiosk, kerrs := render(c, kioskT, d)
	errs.addAll(kerrs)
	shared, aerrs := assets(opts)
	errs.addAll(aerrs)
	worker, err := kioskWorker(kiosk, shared)
	errs.add(err)
	all := files{}
	for _, f := range []files{site, shared, kiosk} {
		for name, data := range f {
			all[name] = data
		}
	}
	all[kioskWorkerFile] = worker
	errs.addAll(checkLinks(c, all, []*target{siteT, kioskT}, baseOf(opts)))
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return &Site{Files: all}, nil
}
