package site

import (
	"io/fs"
	"strings"

	"github.com/urtext/urtext/templates"
)

// assets are the files every target shares, under assets/: the style
// sheet, the scripts and icons, the browser player, and the extra files
// of the options (the dev server's reload script).
func assets(opts Options) (files, ErrorList) {
	out := files{}
	var errs ErrorList
	_ = fs.WalkDir(templates.Static, "static", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(templates.Static, name)
		errs.add(err)
		out["assets/"+strings.TrimPrefix(name, "static/")] = data
		return nil
	})
	for name, data := range opts.Extra {
		out[name] = data
	}
	if pl := opts.Player; pl != nil {
		for name, data := range pl.Files {
			out[name] = data
		}
	}
	return out, errs
}
