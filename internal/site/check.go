package site

import (
	"slices"
	"strconv"
	"strings"

	"github.com/urtext/urtext/templates"
)

// check says what no single file shows: a page missing in a language,
// sections or replays that differ between the languages, a ruleset's
// page without its rules, refusals, replays or readings, a replay on no
// page. It reads the content and changes nothing.
func check(c *content) ErrorList {
	errs := checkLanguages(c)
	errs.addAll(checkRulesets(c))
	return errs
}

// checkLanguages: every page exists in both languages, with the same
// sections in the same order and the same replays.
func checkLanguages(c *content) ErrorList {
	var errs ErrorList
	for _, lang := range templates.Langs {
		other := templates.Other(lang)
		for _, p := range c.pages[lang] {
			q := c.find(other, p.name)
			if q == nil {
				errs.Add(p.file, start, "this page exists in "+lang+" only: expected its translation, "+c.prefix+other+"/"+p.name+".md")
				continue
			}
			if lang != templates.Langs[0] || p.broken || q.broken {
				continue // each pair is compared once, when both could be read
			}
			if p.meta.Ruleset != q.meta.Ruleset {
				errs.Add(q.file, start, "ruleset "+quote(q.meta.Ruleset)+" differs from "+quote(p.meta.Ruleset)+" in "+p.file)
			}
			for i := 0; i < max(len(p.sections), len(q.sections)); i++ {
				if i >= len(p.sections) || i >= len(q.sections) || p.sections[i].id != q.sections[i].id || p.sections[i].level != q.sections[i].level {
					here, there := "nothing", "nothing"
					at := start
					if i < len(q.sections) {
						there, at = "#"+q.sections[i].id, q.sections[i].pos
					}
					if i < len(p.sections) {
						here = "#" + p.sections[i].id
					}
					errs.Add(q.file, at, "section "+strconv.Itoa(i+1)+" is "+there+" here but "+here+" in "+p.file+": both languages need the same sections, with the same ids, in the same order")
					break
				}
			}
			for i := 0; i < max(len(p.replays), len(q.replays)); i++ {
				if i >= len(p.replays) || i >= len(q.replays) || p.replays[i].source != q.replays[i].source {
					here, there := "nothing", "nothing"
					at := start
					if i < len(q.replays) {
						there, at = q.replays[i].source, q.replays[i].pos
					}
					if i < len(p.replays) {
						here = p.replays[i].source
					}
					errs.Add(q.file, at, "replay "+strconv.Itoa(i+1)+" is "+there+" here but "+here+" in "+p.file+": both languages show the same replays in the same order")
					break
				}
			}
		}
	}
	return errs
}

// checkRulesets: every ruleset of the site has its page; every rule of it
// has a section, every refusal code it can give is stated, every replay of
// it is shown, and the page ends with its Interpretation.
func checkRulesets(c *content) ErrorList {
	var errs ErrorList
	for _, lang := range templates.Langs {
		for _, r := range c.rulesets.All() {
			if !c.inSite(r) {
				continue
			}
			p := c.find(lang, r.ID())
			if p != nil && p.broken {
				continue
			}
			if p == nil || p.rules == nil {
				errs.Add(c.prefix+lang+"/"+r.ID()+".md", start, "expected the rules page of "+r.ID()+", with ruleset: "+r.ID()+" in its front matter")
				continue
			}
			ids := map[string]bool{}
			for _, id := range p.ids {
				ids[id] = true
			}
			var rulesMissing, refusalsMissing []string
			for _, id := range r.RuleIDs() {
				if !ids[id] {
					rulesMissing = append(rulesMissing, id)
				}
			}
			for _, why := range r.Refusals() {
				if !ids[why.Code()] && !slices.Contains(rulesMissing, why.Code()) {
					refusalsMissing = append(refusalsMissing, why.Code())
				}
			}
			if len(rulesMissing) > 0 {
				errs.Add(p.file, start, "no section for the rules "+strings.Join(rulesMissing, ", ")+": expected a heading ending with {#id} for each")
			}
			if len(refusalsMissing) > 0 {
				errs.Add(p.file, start, "the refusals "+strings.Join(refusalsMissing, ", ")+" are not stated: expected a section {#code} or a mention `code` in the text for each")
			}
			var last section
			for _, s := range p.sections {
				if s.level == 2 {
					last = s
				}
			}
			if last.id != "interpretation" {
				errs.Add(p.file, last.pos, "a rules page ends with its readings: expected a last section ## … {#interpretation}")
			}
			shown := map[string]bool{}
			for _, ref := range p.replays {
				file, _, _ := strings.Cut(ref.source, "#")
				shown[file] = true
			}
			for file := range c.replays {
				if strings.HasPrefix(file, r.ID()+"/") && !shown[file] {
					errs.Add(p.file, start, "the replay "+quote(file)+" is not shown: expected a ```replay block naming it in the section of its rule")
				}
			}
		}
	}
	for file := range c.replays {
		if !c.used[file] && !c.anyBroken() {
			errs.Add(c.prefix+"replays/"+file, start, "this replay is on no page: expected a ```replay block naming "+file)
		}
	}
	return errs
}
