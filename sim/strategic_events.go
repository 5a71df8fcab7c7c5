package sim

import (
	"fmt"
	"slices"
)

// Campaign events: scenario events that change the campaign facts on a
// given turn, and random event cards drawn each turn with the state's seeded
// generator (seed 002 10.41B). Rules 8-9 (random events and how they are
// selected) are not among the seeds: each power draws one card a turn, with
// equal chances, from the cards the scenario lists for it.

// FactChange is one change to the campaign facts (D28). Kind is one of the
// Fact* names; Power, Target and Value are read as each kind says.
type FactChange struct {
	Kind   string   `json:"kind"`
	Power  string   `json:"power,omitempty"`
	Target string   `json:"target,omitempty"`
	Value  int      `json:"value,omitempty"`
	Rebels []string `json:"rebels,omitempty"`
}

// The kinds of FactChange.
const (
	FactResearch         = "research"          // Power achieved research result Target
	FactAggression       = "aggression"        // Power committed aggression against minor Target
	FactPactProposed     = "pact_proposed"     // Germany proposed the Nazi-Soviet Pact
	FactPactSigned       = "pact_signed"       // the Pact was signed
	FactPactBroken       = "pact_broken"       // Germany broke the Pact (seed 003 31.81-31.83)
	FactConcessions      = "concessions"       // the Pact concession level is Value (seed 003 34.92)
	FactCohesion         = "cohesion"          // Russian cohesion becomes Target (low..full)
	FactGarrisonRequired = "garrison_required" // the Russian garrison required becomes Value
	FactGarrisonCounters = "garrison_counters" // Value garrison counters are added (seed 003 16.11)
	FactFlag             = "flag"              // Power places a flag in Russia
	FactRemoveFlag       = "remove_flag"       // one flag of Power leaves Russia (covert operation)
	FactShipbuilding     = "shipbuilding"      // Power mobilized a shipbuilding increase
	FactBackDown         = "back_down"         // Axis Power backed down in a crisis (seed 003 27.62)
	FactPurge            = "purge"             // Russia is (Value 1) or is no longer (0) under a purge
	FactCivilWar         = "civil_war"         // minor Target is (Value 1) or is no longer (0) in civil war, Rebels backed by the named powers
	FactBalance          = "balance"           // Value counters for Power in category Target (seed 003 16.11)
)

// ScheduledEvent is a scenario event: a fact change at the start of a turn.
type ScheduledEvent struct {
	Turn int `json:"turn"`
	FactChange
}

// EventCard is a random event a power may draw (seed 002 10.41B). Kind is
// "support" (Value to Target's support, Target defaulting to the drawer),
// "russia_flag" (a diplomatic random event for Russia, modifier Value),
// "minor" (a diplomatic random event for minor country Target, modifier
// Value), "no_purge" (Russia's No Purge card) or "extra_build" (one more
// unit of category Target this turn, seed 000 18.41B). A secret card is
// held, concealed, until its power plays it.
type EventCard struct {
	Name   string `json:"name"`
	Power  string `json:"power"`
	Kind   string `json:"kind"`
	Target string `json:"target,omitempty"`
	Value  int    `json:"value,omitempty"`
	Secret bool   `json:"secret,omitempty"`
}

// applyFact carries out a fact change; the caller works support out again.
func (t *tx) applyFact(fc FactChange) error {
	s := t.s
	c := s.Campaign
	f := &c.Facts
	pi := c.PowerIndex(fc.Power)
	needPower := func() error {
		if pi < 0 {
			return refuse("DESIGN D28", "%s: there is no power %q", fc.Kind, fc.Power)
		}
		return nil
	}
	switch fc.Kind {
	case FactResearch:
		if err := needPower(); err != nil {
			return err
		}
		if !slices.Contains(ResearchResults, fc.Target) {
			return refuse("DESIGN D28", "unknown research result %q", fc.Target)
		}
		f.Research = append(f.Research, ResearchResult{Power: pi, Result: fc.Target, Turn: s.Turn})
	case FactAggression:
		if err := needPower(); err != nil {
			return err
		}
		t.recordAggression(pi, fc.Target)
	case FactPactProposed:
		f.Pact.Proposed = s.Turn
		for i := range f.Aggressions {
			if f.Aggressions[i].Turn == s.Turn {
				f.Aggressions[i].PactProposed = true // 10.91B: with the aggression
			}
		}
	case FactPactSigned:
		f.Pact.Signed = s.Turn
		for i := range f.Aggressions {
			if f.Aggressions[i].Turn == s.Turn {
				f.Aggressions[i].PactSigned = true // 14.43C: in the turn of the aggression
			}
		}
	case FactPactBroken:
		f.Pact.Broken = s.Turn
	case FactConcessions:
		f.Pact.Concessions = fc.Value
	case FactCohesion:
		var lvl Cohesion
		if err := lvl.UnmarshalText([]byte(fc.Target)); err != nil {
			return err
		}
		f.Cohesion = lvl
	case FactGarrisonRequired:
		f.GarrisonRequired = fc.Value
	case FactGarrisonCounters:
		f.GarrisonCounters += fc.Value
	case FactFlag:
		if err := needPower(); err != nil {
			return err
		}
		t.placeFlag(pi, fc.Kind)
	case FactRemoveFlag:
		if err := needPower(); err != nil {
			return err
		}
		if i := slices.IndexFunc(f.Flags, func(fl Flag) bool { return fl.Power == pi }); i >= 0 {
			f.Flags = slices.Delete(f.Flags, i, i+1)
		}
	case FactShipbuilding:
		if err := needPower(); err != nil {
			return err
		}
		f.Shipbuilding = append(f.Shipbuilding, Mobilization{Power: pi, Turn: s.Turn})
	case FactBackDown:
		if err := needPower(); err != nil {
			return err
		}
		f.BackDowns = append(f.BackDowns, BackDown{Power: pi, Turn: s.Turn})
	case FactPurge:
		f.Purge = fc.Value != 0
	case FactCivilWar:
		m := c.minor(fc.Target)
		if m == nil {
			return refuse("DESIGN D28", "there is no minor country %q", fc.Target)
		}
		m.CivilWar, m.Rebels = fc.Value != 0, slices.Clone(fc.Rebels)
	case FactBalance:
		if err := needPower(); err != nil {
			return err
		}
		var cat Category
		if err := cat.UnmarshalText([]byte(fc.Target)); err != nil {
			return err
		}
		c.Powers[pi].Balance[cat] = max(0, c.Powers[pi].Balance[cat]+fc.Value)
	default:
		return refuse("DESIGN D28", "unknown campaign fact %q", fc.Kind)
	}
	t.emit(Event{Kind: EvCampaignFact, Side: -1, Why: fmt.Sprintf("%s %s %s %d", fc.Kind, fc.Power, fc.Target, fc.Value)})
	return nil
}

// recordAggression records power pi's aggression against a minor country,
// once. An Axis aggression other than Ethiopia, the Rhineland and the Baltic
// States raises British and French support for the turn after it (seed 002
// 10.71B, 10.81B); the Aggression Effects Guide that sets other amounts is
// not among the seeds.
func (t *tx) recordAggression(pi int, target string) {
	f := &t.s.Campaign.Facts
	if f.aggressed(pi, target) != nil {
		return
	}
	a := Aggression{Power: pi, Target: target, Turn: t.s.Turn,
		PactProposed: f.Pact.Proposed == t.s.Turn, PactSigned: f.Pact.signed()}
	if t.s.Campaign.Powers[pi].Bloc == BlocAxis && target != MinorEthiopia && target != MinorRhineland && target != MinorBaltic {
		a.Temp, a.TempTurns = 1, 1
	}
	f.Aggressions = append(f.Aggressions, a)
	t.emit(Event{Kind: EvAggression, Side: t.s.Campaign.Powers[pi].Side,
		Why: fmt.Sprintf("%s commits aggression against %s (DESIGN D28)", t.s.Campaign.Powers[pi].Name, target)})
}

// placeFlag resolves a diplomatic event for Russia drawn by power pi (seed
// 002 10.91F): it removes an opposing flag if there is one; otherwise it
// places pi's flag, unless Russia is at full cohesion and pi is foreign.
// It reports whether it had a diplomatic effect.
func (t *tx) placeFlag(pi int, why string) bool {
	c := t.s.Campaign
	f := &c.Facts
	russia := c.PowerIndex("Russia")
	opposing := func(fl Flag) bool {
		if pi == russia {
			return fl.Power != russia
		}
		return fl.Power == russia || c.Powers[fl.Power].Bloc != c.Powers[pi].Bloc
	}
	if i := slices.IndexFunc(f.Flags, opposing); i >= 0 {
		gone := c.Powers[f.Flags[i].Power].Name
		f.Flags = slices.Delete(f.Flags, i, i+1)
		t.emit(Event{Kind: EvFlag, Side: c.Powers[pi].Side, Value: -1, Why: fmt.Sprintf("%s's %s removes a %s flag from Russia (seed 002 10.91F)", c.Powers[pi].Name, why, gone)})
		return true
	}
	if pi != russia && f.Cohesion == CohesionFull {
		return false
	}
	f.Flags = append(f.Flags, Flag{Power: pi, Turn: t.s.Turn})
	t.emit(Event{Kind: EvFlag, Side: c.Powers[pi].Side, Value: 1, Why: fmt.Sprintf("%s places a flag in Russia (seed 002 10.91F)", c.Powers[pi].Name)})
	return true
}

// fullCohesionRemovesFlag removes the oldest foreign flag in Russia at the
// start of each turn in which Russia is at full cohesion (seed 002 10.91F).
func (t *tx) fullCohesionRemovesFlag() {
	c := t.s.Campaign
	russia := c.PowerIndex("Russia")
	if russia < 0 || c.Facts.Cohesion != CohesionFull {
		return
	}
	if i := slices.IndexFunc(c.Facts.Flags, func(fl Flag) bool { return fl.Power != russia }); i >= 0 {
		c.Facts.Flags = slices.Delete(c.Facts.Flags, i, i+1)
		t.emit(Event{Kind: EvFlag, Side: c.Powers[russia].Side, Value: -1, Why: "Russia at full cohesion eliminates a foreign flag (seed 002 10.91F)"})
	}
}

// runSchedule applies the scenario's events for this turn, in listed order.
// A scheduled change that no longer applies (a power gone) is reported and
// skipped: the scenario was validated, so this cannot happen in play.
func (t *tx) runSchedule() {
	c := t.s.Campaign
	for _, e := range c.Schedule {
		if e.Turn != t.s.Turn {
			continue
		}
		if err := t.applyFact(e.FactChange); err != nil {
			t.emit(Event{Kind: EvCampaignFact, Side: -1, Why: "scenario event skipped: " + err.Error()})
		}
	}
}

// applyBackDownActivity applies seed 003 27.62B in the turn after a crisis
// an Axis aggressor backed down from: it has one generic activity point
// fewer, each Allied power one more.
func (t *tx) applyBackDownActivity(pi int) {
	c := t.s.Campaign
	p := &c.Powers[pi]
	for _, b := range c.Facts.BackDowns {
		if b.Turn != t.s.Turn-1 {
			continue
		}
		if b.Power == pi {
			p.ActivityBonus--
		} else if p.Bloc == BlocAllied {
			p.ActivityBonus++
		}
	}
}

// drawEvents has each power draw one random event from its cards (seed 002
// 10.41B): public events are revealed at once, secret ones go to the hand.
func (t *tx) drawEvents() {
	c := t.s.Campaign
	for pi := range c.Powers {
		p := &c.Powers[pi]
		var cards []EventCard
		for _, e := range c.Deck {
			if e.Power == p.Name {
				cards = append(cards, e)
			}
		}
		if len(cards) == 0 {
			continue
		}
		card := cards[t.roll(len(cards), p.Side, p.Name+" draws a random event (seed 002 10.41B)")-1]
		if card.Secret {
			c.Powers[pi].Hand = append(c.Powers[pi].Hand, card)
			t.emit(Event{Kind: EvSecretEvent, Side: p.Side, Why: p.Name + " draws a secret random event"})
			continue
		}
		t.emit(Event{Kind: EvRandomEvent, Side: p.Side, Value: card.Value, Why: p.Name + " draws " + card.Name})
		t.playCard(pi, card, false)
	}
}

// playCard carries out a random event drawn or played by power pi. A
// support change made after the turn's income gains or loses tile points
// (seed 002 10.24, seed 003 11.52A); at the start of a turn it is part of
// the support level the income is paid from.
func (t *tx) playCard(pi int, card EventCard, midTurn bool) {
	c := t.s.Campaign
	rule := "seed 002 10.41B"
	support := func(target, v int, label string) {
		if v == 0 {
			return
		}
		p := &c.Powers[target]
		p.TurnMods = append(p.TurnMods, Modifier{Rule: rule, Label: label, Value: v})
		if midTurn {
			t.refreshSupport(true, label)
		}
	}
	switch card.Kind {
	case "support":
		target := pi
		if card.Target != "" {
			target = c.PowerIndex(card.Target)
		}
		if midTurn {
			rule = "seed 002 10.24"
		}
		if target >= 0 {
			support(target, card.Value, "random event: "+card.Name)
		}
	case "russia_flag":
		if !t.placeFlag(pi, card.Name) {
			support(pi, card.Value, "unused diplomatic event for Russia at full cohesion: "+card.Name)
		} else if midTurn {
			t.refreshSupport(true, "flag in Russia")
		}
	case "minor":
		if c.takenOver(card.Target) {
			support(pi, card.Value, card.Target+" taken over by the Axis: "+card.Name)
		} else {
			t.emit(Event{Kind: EvRandomEvent, Side: c.Powers[pi].Side, Why: card.Name + ": its diplomatic effect on " + card.Target + " needs the diplomacy tables, which are not among the seeds"})
		}
	case "no_purge":
		russia := c.PowerIndex("Russia")
		if i := slices.IndexFunc(c.Facts.Flags, func(fl Flag) bool { return fl.Power != russia }); i >= 0 {
			c.Facts.Flags = slices.Delete(c.Facts.Flags, i, i+1)
			t.emit(Event{Kind: EvFlag, Side: c.Powers[pi].Side, Value: -1, Why: "No Purge: a foreign flag in Russia is eliminated (seed 002 10.91F)"})
			if midTurn {
				t.refreshSupport(true, "flag removed from Russia")
			}
		}
	case "extra_build":
		var cat Category
		if cat.UnmarshalText([]byte(card.Target)) == nil {
			c.Powers[pi].ExtraBuilds = append(c.Powers[pi].ExtraBuilds, cat)
		}
	}
}

// playEvent carries out CmdPlayEvent: power Power plays the secret event
// at index Card of its hand (seed 002 10.41B "concealed until they take
// effect"; seed 000 18.51D lets Russia play a positive one at the start of
// its turn).
func (t *tx) playEvent(cmd Command) error {
	pi, err := t.s.commandPower(cmd)
	if err != nil {
		return err
	}
	p := &t.s.Campaign.Powers[pi]
	if cmd.Card < 0 || cmd.Card >= len(p.Hand) {
		return refuse("seed 002 10.41B", "%s holds %d secret events; there is no event %d", p.Name, len(p.Hand), cmd.Card)
	}
	card := p.Hand[cmd.Card]
	p.Hand = slices.Delete(p.Hand, cmd.Card, cmd.Card+1)
	t.emit(Event{Kind: EvRandomEvent, Side: p.Side, Value: card.Value, Why: p.Name + " plays secret event " + card.Name})
	t.playCard(pi, card, true)
	return nil
}

// commandPower returns the power a strategic command names, checking that
// the layer is on and that the power belongs to the commanding side.
func (s *State) commandPower(cmd Command) (int, error) {
	if s.Campaign == nil {
		return 0, refuse("DESIGN D27", "this game is played without the strategic layer")
	}
	pi := s.Campaign.PowerIndex(cmd.Power)
	if pi < 0 {
		return 0, refuse("DESIGN D27", "there is no major power %q", cmd.Power)
	}
	if s.Campaign.Powers[pi].Side != cmd.Side {
		return 0, refuse("DESIGN D27", "%s is not a power of %s", cmd.Power, s.sideName(cmd.Side))
	}
	return pi, nil
}
