package site

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"github.com/PuerkitoBio/goquery"
	"go.yaml.in/yaml/v3"
	"golang.org/x/net/html"

	"github.com/urtext/urtext/internal/yamlfile"
	"github.com/urtext/urtext/templates"
	"github.com/urtext/urtext/words"
)

// The kiosk is the rules for a touch screen in a museum or a classroom,
// a second target under kiosk/: a start screen per language with the
// rulesets as cards, the rules pages with their live replays and nothing
// else to follow, an attract loop and an idle timer (assets/kiosk.js),
// and a service worker that keeps every file for offline use.

// kioskFile holds the kiosk's settings in the content.
const kioskFile = "kiosk.yaml"

var kioskDefaults = templates.KioskSettings{Lang: "en", Idle: 60, Countdown: 15, Attract: 45}

// kioskSettings reads kiosk.yaml when the content has one. Its errors
// point at their key or value.
func (l *loader) kioskSettings() templates.KioskSettings {
	k := kioskDefaults
	data, err := l.readText(kioskFile)
	if errors.Is(err, fs.ErrNotExist) {
		return k
	}
	file := l.c.prefix + kioskFile
	if err != nil {
		l.errs.add(err)
		return k
	}
	pairs, bad := yamlfile.Text{File: file, First: 1, Subject: [words.Count]string{words.EN: "the kiosk's settings", words.FR: "les réglages de la borne"}, Plural: true, Example: "lang: fr"}.Pairs(data)
	if bad != nil {
		l.errs = append(l.errs, problemAt(file, bad))
		return k
	}
	keys := []string{"lang", "idle", "countdown", "attract"}
	seconds := map[string]*int{"idle": &k.Idle, "countdown": &k.Countdown, "attract": &k.Attract}
	for _, kv := range pairs {
		key, v := kv.Key, kv.Value
		switch dst, isSeconds := seconds[key.Value]; {
		case key.Value == "lang":
			if v.Kind != yaml.ScalarNode || !slices.Contains(templates.Langs, v.Value) {
				l.say(file, kv.ValueAt, say(mKioskLang, orList("langs", templates.Langs), quoted("found", v.Value)))
				continue
			}
			k.Lang = v.Value
		case isSeconds:
			n, err := strconv.Atoi(v.Value)
			if v.Kind != yaml.ScalarNode || err != nil || n < 1 || n > 86400 {
				l.say(file, kv.ValueAt, say(mKioskSeconds, plain("key", key.Value), quoted("found", v.Value)))
				continue
			}
			*dst = n
		default:
			l.say(file, kv.KeyAt, say(mKioskUnknown, quoted("key", key.Value), orList("keys", keys)))
		}
	}
	return k
}

// kioskTarget is the kiosk: its entry, a start screen per language with
// the rulesets as cards, each ruleset's page with its replays and no
// link out, and its manifest. Its service worker, which lists its files,
// is made from them afterwards (kioskWorker).
func kioskTarget(opts Options) *target {
	return &target{prefix: "kiosk/", keep: keepRules, files: func(c *content, t *target, d *drawings) []job {
		settings := c.kiosk
		var loop []string
		for _, r := range c.rulesets.All() {
			if c.find(settings.Lang, r.ID()) != nil {
				loop = append(loop, r.ID())
			}
		}
		var scripts, playScripts []string
		var wasm string
		if pl := opts.Player; pl != nil {
			scripts, playScripts, wasm = []string{pl.Exec, "assets/player.js"}, []string{pl.Exec, "assets/play.js"}, pl.WASM
		}
		var starts []templates.Link
		for _, lang := range templates.Langs {
			starts = append(starts, templates.Link{Lang: lang, Href: lang + "/", Label: templates.T(lang, "lang.name")})
		}
		jobs := []job{component(t.prefix+"index.html", templates.KioskEntry(templates.Kiosk{Lang: settings.Lang, Root: "../", Langs: starts, Settings: settings, Loop: loop}))}
		for _, lang := range templates.Langs {
			other := templates.Other(lang)
			home := templates.Kiosk{Lang: lang, Root: "../../", Home: "./", Other: templates.Link{Lang: other, Href: "../" + other + "/"}, Settings: settings, Loop: loop}
			var cards []templates.Card
			for _, r := range c.rulesets.All() {
				p := c.find(lang, r.ID())
				if p == nil {
					continue
				}
				cards = append(cards, card(c, p, r, r.ID()+"/"))
				if opts.Player != nil {
					cards[len(cards)-1].PlayHref = r.ID() + "/play/"
				}
				kother := c.find(other, r.ID())
				k := templates.Kiosk{Lang: lang, Root: t.root(p), Home: "../", Settings: settings, Loop: loop}
				if kother != nil {
					k.Other = templates.Link{Lang: other, Href: t.root(p) + t.url(kother)}
				}
				if len(p.replays) > 0 {
					k.Scripts, k.WASM, k.Rules = scripts, wasm, c.compact
				}
				jobs = append(jobs, job{page: p, name: t.url(p) + "index.html", make: func() ([]byte, error) {
					body, err := markdown(c, t, d, p, kother)
					if err != nil {
						return nil, err
					}
					if opts.Player == nil {
						return renderComponent(templates.KioskLayout(k, p.meta.Title, templates.Markdown(body)))
					}
					return renderComponent(templates.KioskLayout(k, p.meta.Title, templates.KioskRules(lang, "play/", kioskSections(body))))
				}})
				if opts.Player == nil {
					continue
				}
				// The play page, one folder down; the kiosk has no reader.
				kp := templates.Kiosk{Lang: lang, Root: "../" + k.Root, Home: "../../", Settings: settings, Loop: loop, Scripts: playScripts, WASM: wasm, Rules: c.compact, Play: true}
				if kother != nil {
					kp.Other = templates.Link{Lang: other, Href: kp.Root + t.url(kother) + "play/"}
				}
				title := templates.T(lang, "play.heading") + templates.T(lang, "p.colon") + c.name(lang, p.rules, p)
				jobs = append(jobs, component(t.url(p)+"play/index.html", templates.KioskLayout(kp, title, templates.Play(playView(c, p, "../", "")))))
			}
			jobs = append(jobs, component(t.prefix+lang+"/index.html", templates.KioskHome(home, cards)))
		}
		return append(jobs, job{name: t.prefix + "manifest.webmanifest", make: func() ([]byte, error) { return kioskManifest(settings) }})
	}}
}

// kioskSections cuts a rules page's HTML at its sections (h2), for the
// kiosk's layout: in each, the replays apart, the first paragraph, and
// the rest of the text. The page's own renderer wrote the HTML: its
// sections are its top-level elements.
func kioskSections(body string) []templates.KioskSection {
	doc, err := html.Parse(strings.NewReader(body))
	if err != nil {
		// html.Parse fails only when its reader does, which a string's
		// does not; the page as it is, then.
		return []templates.KioskSection{{More: body}}
	}
	cur := templates.KioskSection{}
	var out []templates.KioskSection
	for _, n := range goquery.NewDocumentFromNode(doc).Find("body").Contents().Nodes {
		text, _ := goquery.OuterHtml(goquery.NewDocumentFromNode(n).Selection)
		switch {
		case n.Type == html.TextNode && strings.TrimSpace(n.Data) == "":
		case n.Type == html.ElementNode && n.Data == "h2":
			if cur.Heading+cur.Lead+cur.More != "" || len(cur.Replays) > 0 {
				out = append(out, cur)
			}
			cur = templates.KioskSection{Heading: text}
		case n.Type == html.ElementNode && n.Data == "figure":
			cur.Replays = append(cur.Replays, text)
		case cur.Lead == "" && n.Type == html.ElementNode && n.Data == "p":
			cur.Lead = text
		default:
			cur.More += text
		}
	}
	return append(out, cur)
}

// keepRules is the kiosk's link policy: a link stays only to a rules
// page ("en/royal"), which the kiosk has.
func keepRules(c *content, to string) bool {
	lang, id, ok := strings.Cut(to, "/")
	if !ok {
		return false
	}
	p := c.find(lang, id)
	return p != nil && p.rules != nil
}

func kioskManifest(settings templates.KioskSettings) ([]byte, error) {
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
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// kioskWorkerFile is the kiosk's service worker.
const kioskWorkerFile = "kiosk/sw.js"

// kioskWorker is the kiosk's service worker, with the list of what it
// keeps: the kiosk's files and the assets with the player, each as the
// URL the kiosk asks for (pages by their directory). Its version is a
// hash of all of them, so that a new build replaces the old copies.
func kioskWorker(kiosk, assets files) ([]byte, error) {
	all := files{}
	for name, data := range assets {
		all[name] = data
	}
	for name, data := range kiosk {
		all[name] = data
	}
	var urls []string
	h := sha256.New()
	for _, name := range all.paths() {
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
		urls = append(urls, u)
		h.Write([]byte(name))
		h.Write(all[name])
	}
	list, err := json.Marshal(urls)
	if err != nil {
		return nil, err
	}
	version := hex.EncodeToString(h.Sum(nil))[:12]
	return []byte("// Generated by urtext build: the files the kiosk keeps offline.\n" +
		"var VERSION = \"" + version + "\";\nvar FILES = " + string(list) + ";\n\n" + templates.KioskWorker), nil
}
