package site

import (
	"slices"
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
				errs.say(p.file, start, say(mOneLanguage, plain("lang", lang), plain("file", c.prefix+other+"/"+p.name+".md")))
				continue
			}
			if lang != templates.Langs[0] || p.broken || q.broken {
				continue // each pair is compared once, when both could be read
			}
			if p.meta.Ruleset != q.meta.Ruleset {
				errs.say(q.file, start, say(mRulesetDiffers, quoted("here", q.meta.Ruleset), quoted("there", p.meta.Ruleset), plain("file", p.file)))
			}
			for i := 0; i < max(len(p.sections), len(q.sections)); i++ {
				if i >= len(p.sections) || i >= len(q.sections) || p.sections[i].id != q.sections[i].id || p.sections[i].level != q.sections[i].level {
					here, there := inner("here", say(mNothing)), inner("there", say(mNothing))
					at := start
					if i < len(q.sections) {
						there, at = plain("there", "#"+q.sections[i].id), q.sections[i].pos
					}
					if i < len(p.sections) {
						here = plain("here", "#"+p.sections[i].id)
					}
					errs.say(q.file, at, say(mSections, number("n", i+1), there, here, plain("file", p.file)))
					break
				}
			}
			for i := 0; i < max(len(p.replays), len(q.replays)); i++ {
				if i >= len(p.replays) || i >= len(q.replays) || p.replays[i].source != q.replays[i].source {
					here, there := inner("here", say(mNothing)), inner("there", say(mNothing))
					at := start
					if i < len(q.replays) {
						there, at = plain("there", q.replays[i].source), q.replays[i].pos
					}
					if i < len(p.replays) {
						here = plain("here", p.replays[i].source)
					}
					errs.say(q.file, at, say(mReplays, number("n", i+1), there, here, plain("file", p.file)))
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
			p := c.find(lang, r.ID())
			if p == nil && c.described && !c.anyBroken() {
				// A description without its pages would be a ruleset the
				// site shows nowhere.
				errs.say(c.prefix+rulesetsDir+"/"+r.ID()+".yaml", start, say(mDescriptionNoPage, plain("id", r.ID()), plain("file", c.prefix+lang+"/"+r.ID()+".md")))
				continue
			}
			if !c.inSite(r) {
				continue
			}
			if p != nil && p.broken {
				continue
			}
			if p == nil || p.rules == nil {
				errs.say(c.prefix+lang+"/"+r.ID()+".md", start, say(mRulesPage, plain("id", r.ID())))
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
				errs.say(p.file, start, say(mRulesMissing, plain("ids", strings.Join(rulesMissing, ", "))))
			}
			if len(refusalsMissing) > 0 {
				errs.say(p.file, start, say(mRefusalsMissing, plain("codes", strings.Join(refusalsMissing, ", "))))
			}
			var last section
			for _, s := range p.sections {
				if s.level == 2 {
					last = s
				}
			}
			if last.id != "interpretation" {
				errs.say(p.file, last.pos, say(mInterpretation))
			}
			shown := map[string]bool{}
			for _, ref := range p.replays {
				file, _, _ := strings.Cut(ref.source, "#")
				shown[file] = true
			}
			for file := range c.replays {
				if strings.HasPrefix(file, r.ID()+"/") && !shown[file] {
					errs.say(p.file, start, say(mReplayNotShown, quoted("file", file)))
				}
			}
		}
	}
	for file := range c.replays {
		if !c.used[file] && !c.anyBroken() {
			errs.say(c.prefix+"replays/"+file, start, say(mReplayOnNoPage, plain("file", file)))
		}
	}
	return errs
}
