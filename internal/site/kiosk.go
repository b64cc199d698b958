package site

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"html"
	"io/fs"
	"net/url"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
	"go.yaml.in/yaml/v3"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/templates"
)

// The kiosk is a copy of the rules pages under kiosk/ for a touch screen
// in a museum or a classroom: a start screen per language with the
// rulesets as cards, the rules pages with their live replays and nothing
// else to follow, an attract loop and an idle timer (assets/kiosk.js),
// and a service worker that keeps every file for offline use.

// kioskFile holds the kiosk's settings in the content.
const kioskFile = "kiosk.yaml"

var kioskDefaults = templates.KioskSettings{Lang: "en", Idle: 60, Countdown: 15, Attract: 45}

// kioskSettings reads kiosk.yaml when the content has one. Its errors
// point at their key or value.
func (b *builder) kioskSettings() templates.KioskSettings {
	k := kioskDefaults
	data, err := b.readText(kioskFile)
	if errors.Is(err, fs.ErrNotExist) {
		return k
	}
	file := b.opts.Prefix + kioskFile
	if err != nil {
		b.errs.add(err)
		return k
	}
	pairs, err := readPairs(yamlText{file: file, first: 1, subject: "the kiosk's settings", verb: "are", example: "lang: fr"}, data)
	if err != nil {
		b.errs.add(err)
		return k
	}
	keys := []string{"lang", "idle", "countdown", "attract"}
	seconds := map[string]*int{"idle": &k.Idle, "countdown": &k.Countdown, "attract": &k.Attract}
	for _, kv := range pairs {
		key, v := kv.key, kv.value
		switch dst, isSeconds := seconds[key.Value]; {
		case key.Value == "lang":
			if v.Kind != yaml.ScalarNode || !slices.Contains(templates.Langs, v.Value) {
				b.errorf(file, kv.valueAt, "lang: expected one of "+strings.Join(templates.Langs, ", ")+", found "+quote(v.Value))
				continue
			}
			k.Lang = v.Value
		case isSeconds:
			n, err := strconv.Atoi(v.Value)
			if v.Kind != yaml.ScalarNode || err != nil || n < 1 || n > 86400 {
				b.errorf(file, kv.valueAt, key.Value+": expected a number of seconds from 1 to 86400, found "+quote(v.Value))
				continue
			}
			*dst = n
		default:
			b.errorf(file, kv.keyAt, "unknown setting "+quote(key.Value)+": expected "+orList(keys))
		}
	}
	return k
}

// renderKiosk writes the kiosk's pages, its manifest and its service
// worker. It runs after the site's pages, whose assets it lists.
func (b *builder) renderKiosk() {
	settings := b.kioskSettings()
	var loop []string
	for _, r := range rules.All() {
		if b.find(settings.Lang, r.ID()) != nil {
			loop = append(loop, r.ID())
		}
	}
	var scripts []string
	var wasm string
	if pl := b.opts.Player; pl != nil {
		scripts, wasm = []string{pl.Exec, "assets/player.js"}, pl.WASM
	}
	var starts []templates.Link
	for _, lang := range templates.Langs {
		starts = append(starts, templates.Link{Lang: lang, Href: lang + "/", Label: templates.T(lang, "lang.name")})
	}
	b.write("kiosk/index.html", templates.KioskEntry(templates.Kiosk{Lang: settings.Lang, Root: "../", Langs: starts, Settings: settings, Loop: loop}))
	for _, lang := range templates.Langs {
		other := templates.Other(lang)
		home := templates.Kiosk{Lang: lang, Root: "../../", Home: "./", Other: templates.Link{Lang: other, Href: "../" + other + "/"}, Settings: settings, Loop: loop}
		var cards []templates.Card
		for _, r := range rules.All() {
			p := b.find(lang, r.ID())
			if p == nil {
				continue
			}
			cards = append(cards, templates.Card{ID: r.ID(), Title: p.meta.Title, Description: p.meta.Description, Href: r.ID() + "/",
				Board: templates.Board{Lang: lang, Path: r.Path(), Small: true, From: rules.None, To: rules.None}})
			kp, kother := *p, b.find(other, r.ID())
			kp.kiosk = true
			k := templates.Kiosk{Lang: lang, Root: kp.root(), Home: "../", Settings: settings, Loop: loop}
			if kother != nil {
				ko := *kother
				ko.kiosk = true
				kother = &ko
				k.Other = templates.Link{Lang: other, Href: kp.root() + ko.url()}
			}
			if len(p.replays) > 0 {
				k.Scripts, k.WASM = scripts, wasm
			}
			body, err := b.renderMarkdown(&kp, kother)
			if err != nil {
				b.errs.add(err)
				continue
			}
			b.write(kp.url()+"index.html", templates.KioskLayout(k, p.meta.Title, templates.Markdown(body)))
		}
		b.write("kiosk/"+lang+"/index.html", templates.KioskHome(home, cards))
	}
	b.kioskManifest(settings)
	b.kioskWorker()
}

func (b *builder) kioskManifest(settings templates.KioskSettings) {
	m := map[string]any{
		"name":             templates.T(settings.Lang, "kiosk.title"),
		"short_name":       templates.T(settings.Lang, "site.name"),
		"lang":             settings.Lang,
		"start_url":        "./",
		"scope":            "./",
		"display":          "fullscreen",
		"orientation":      "any",
		"background_color": "#f6f0e2",
		"theme_color":      "#26221d",
		"icons":            []map[string]string{{"src": "../assets/icon.svg", "sizes": "any", "type": "image/svg+xml"}},
	}
	data, err := json.MarshalIndent(m, "", "  ")
	b.errs.add(err)
	b.site.Files["kiosk/manifest.webmanifest"] = append(data, '\n')
}

// kioskWorker writes the service worker with the list of what it keeps:
// the kiosk's pages, the assets and the player, each as the URL the
// kiosk asks for (pages by their directory). Its version is a hash of
// all of them, so that a new build replaces the old copies.
func (b *builder) kioskWorker() {
	var files []string
	h := sha256.New()
	for _, name := range b.site.Paths() {
		var u string // from kiosk/sw.js
		switch {
		case strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".br"):
			continue // the server's compressed copies of the same files
		case strings.HasPrefix(name, "assets/reader"):
			continue // the game reader is not in the kiosk
		case strings.HasPrefix(name, "assets/"):
			u = "../" + name
		case strings.HasPrefix(name, "kiosk/"):
			u = strings.TrimSuffix(strings.TrimPrefix(name, "kiosk/"), "index.html")
			if u == "" {
				u = "./"
			}
		default:
			continue
		}
		files = append(files, u)
		h.Write([]byte(name))
		h.Write(b.site.Files[name])
	}
	list, err := json.Marshal(files)
	b.errs.add(err)
	version := hex.EncodeToString(h.Sum(nil))[:12]
	b.site.Files["kiosk/sw.js"] = []byte("// Generated by urtext build: the files the kiosk keeps offline.\n" +
		"var VERSION = \"" + version + "\";\nvar FILES = " + string(list) + ";\n\n" + templates.KioskWorker)
}

// kioskLinks renders the links of a kiosk page: a link to another
// ruleset's kiosk page, or within the page, stays; anything else (the
// site's other pages) becomes plain text, since the kiosk has no way out.
type kioskLinks struct {
	b *builder
	p *page
}

func (r *kioskLinks) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindLink, r.link)
}

func (r *kioskLinks) link(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	dest := string(n.(*ast.Link).Destination)
	keep := r.keeps(dest)
	switch {
	case entering && keep:
		_, _ = w.WriteString(`<a href="` + html.EscapeString(dest) + `">`)
	case entering:
		_, _ = w.WriteString(`<span class="kiosk-nolink">`)
	case keep:
		_, _ = w.WriteString("</a>")
	default:
		_, _ = w.WriteString("</span>")
	}
	return ast.WalkContinue, nil
}

// keeps reports whether a link leads to a page of the kiosk.
func (r *kioskLinks) keeps(dest string) bool {
	u, err := url.Parse(dest)
	if err != nil || u.Scheme != "" || u.Host != "" {
		return false
	}
	if u.Path == "" {
		return true
	}
	target := strings.TrimSuffix(path.Join(r.p.url(), u.Path), "/")
	lang, id, ok := strings.Cut(strings.TrimPrefix(target, "kiosk/"), "/")
	if !ok || !strings.HasPrefix(target, "kiosk/") {
		return false
	}
	p := r.b.find(lang, id)
	return p != nil && p.rules != nil
}
