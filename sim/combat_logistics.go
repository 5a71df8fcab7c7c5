package sim

// Logistics targets in battle (DESIGN D20, seed 004): the attacker may set
// units to fire at a factory, a major airfield, a Mulberry, a bridge on a
// hexside of the hex or the hex's canal instead of at enemy units.

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
)

// LogisticsKind names a kind of logistics target.
type LogisticsKind string

// The logistics targets of seed 004.
const (
	TargetFactory  LogisticsKind = "factory"
	TargetAirfield LogisticsKind = "airfield"
	TargetMulberry LogisticsKind = "mulberry"
	TargetBridge   LogisticsKind = "bridge"
	TargetCanal    LogisticsKind = "canal"
)

// LogisticsTarget is one logistics target in a battle's hex: Factory says
// which factory, Dir which hexside's bridge; the others are the hex's own.
type LogisticsTarget struct {
	Kind    LogisticsKind    `json:"kind"`
	Factory FactoryKind      `json:"factory,omitempty"`
	Dir     hexmap.Direction `json:"dir,omitempty"`
}

// String names the target for messages and events.
func (l LogisticsTarget) String() string {
	switch l.Kind {
	case TargetFactory:
		return l.Factory.String() + " factory"
	case TargetBridge:
		return "bridge " + l.Dir.String()
	}
	return string(l.Kind)
}

// normal drops the fields the kind does not use, so equal targets compare equal.
func (l LogisticsTarget) normal() LogisticsTarget {
	switch l.Kind {
	case TargetFactory:
		return LogisticsTarget{Kind: l.Kind, Factory: l.Factory}
	case TargetBridge:
		return LogisticsTarget{Kind: l.Kind, Dir: l.Dir}
	}
	return LogisticsTarget{Kind: l.Kind}
}

// Assignment sets an attacking unit to fire at a logistics target.
type Assignment struct {
	Unit   UnitID          `json:"unit"`
	Target LogisticsTarget `json:"target"`
}

// LogisticsHits counts hits on one target within one battle.
type LogisticsHits struct {
	Target LogisticsTarget `json:"target"`
	Hits   int             `json:"hits"`
}

// assignment returns the target unit id is set to fire at, if any.
func (b *Battle) assignment(id UnitID) (LogisticsTarget, bool) {
	for _, a := range b.Targets {
		if a.Unit == id {
			return a.Target, true
		}
	}
	return LogisticsTarget{}, false
}

// logisticsProblem says why target cannot be fired at in b, or nil: it must
// be in the hex, belong to the enemy (bridges and canals belong to the hex),
// and still be able to lose something.
func (s *State) logisticsProblem(b *Battle, l LogisticsTarget) *RuleError {
	const rule = "DESIGN D20"
	switch l.Kind {
	case TargetFactory:
		for _, f := range s.Factories {
			if f.Hex == b.Hex && f.Kind == l.Factory && f.Side != b.Attacker {
				if f.PP == 0 {
					return refuse("seed 004 Factories", "the %s factory at %s is at 0 PP, a step that cannot be eliminated", f.Kind, b.Hex)
				}
				return nil
			}
		}
	case TargetAirfield:
		for _, a := range s.Airfields {
			if a.Hex == b.Hex && a.Side != b.Attacker {
				if !a.Major {
					return refuse("seed 004 Airfields", "only major airfields are logistics targets; the one at %s is minor", b.Hex)
				}
				return nil
			}
		}
	case TargetMulberry:
		for _, m := range s.Mulberries {
			if m.Hex == b.Hex && m.Side != b.Attacker {
				return nil
			}
		}
	case TargetBridge:
		if l.Dir.Valid() && s.bridgeUsable(b.Hex, l.Dir) {
			return nil
		}
	case TargetCanal:
		if s.Map.Cell(b.Hex).Canal && !s.canalBroken(b.Hex) {
			return nil
		}
	default:
		return refuse(rule, "%q is not a logistics target (factory, airfield, mulberry, bridge, canal)", l.Kind)
	}
	return refuse(rule, "there is no enemy %s to target at %s", l, b.Hex)
}

// targetLogistics carries out CmdTargetLogistics: before the battle is
// fought or between rounds, the attacker sets Units to fire at Target (an
// empty Target kind sets them back to firing at units).
func (t *tx) targetLogistics(cmd Command) error {
	s := t.s
	b, err := t.attackerBattle(cmd)
	if err != nil {
		return err
	}
	if b.Running() && !b.AwaitingOrders {
		return refuse("DESIGN D20", "logistics targets are chosen before a step, while the battle waits for orders")
	}
	l := cmd.Target.normal()
	if l.Kind != "" {
		if e := s.logisticsProblem(b, l); e != nil {
			return e
		}
	}
	if len(cmd.Units) == 0 {
		return refuse("DESIGN D20", "name the units that fire at the target")
	}
	for _, id := range cmd.Units {
		u := s.Unit(id)
		if u == nil || u.Hex != b.Hex || u.Side != b.Attacker {
			return refuse("DESIGN D20", "unit %d is not attacking at %s", id, b.Hex)
		}
		if typ := catalogType(u.Type); l.Kind != "" && typ.Attack[ClassGround] == 0 {
			return refuse("DESIGN D20", "unit %d cannot hit logistics targets (it has no rating against ground)", id)
		}
		b.Targets = slices.DeleteFunc(b.Targets, func(a Assignment) bool { return a.Unit == id })
		if l.Kind != "" {
			b.Targets = append(b.Targets, Assignment{Unit: id, Target: l})
		}
	}
	slices.SortStableFunc(b.Targets, func(x, y Assignment) int { return int(x.Unit - y.Unit) })
	return nil
}

// hitLogistics applies one hit on l in battle bi (seed 004): a factory loses
// 1 PP but never its 0 PP step; a major airfield becomes minor, and a
// Mulberry, bridge or canal is destroyed, on the second hit in the battle.
func (t *tx) hitLogistics(bi int, l LogisticsTarget, firer UnitID) {
	s := t.s
	b := &s.Battles[bi]
	h := b.Hex
	n := 1
	if i := slices.IndexFunc(b.LogHits, func(x LogisticsHits) bool { return x.Target == l }); i >= 0 {
		b.LogHits[i].Hits++
		n = b.LogHits[i].Hits
	} else {
		b.LogHits = append(b.LogHits, LogisticsHits{Target: l, Hits: 1})
	}
	ev := Event{Kind: EvLogisticsHit, Side: b.Defender, Unit: firer, From: h, To: h, Value: n, Why: l.String()}
	gone := false
	switch l.Kind {
	case TargetFactory:
		for i := range s.Factories {
			if f := &s.Factories[i]; f.Hex == h && f.Kind == l.Factory && f.Side != b.Attacker && f.PP > 0 {
				f.PP--
				ev.Value = f.PP
				ev.Why = fmt.Sprintf("%s loses 1 PP, %d left (seed 004 Factories)", l, f.PP)
				gone = f.PP == 0
			}
		}
		t.emit(ev)
	case TargetAirfield:
		t.emit(ev)
		if n == 2 {
			for i := range s.Airfields {
				if s.Airfields[i].Hex == h {
					s.Airfields[i].Major = false
				}
			}
			gone = true
			t.emitDestroyed(h, l, "the major airfield is reduced to a minor airfield (seed 004 Airfields)")
		}
	case TargetMulberry, TargetBridge, TargetCanal:
		t.emit(ev)
		if n == 2 {
			gone = true
			switch l.Kind {
			case TargetMulberry:
				s.Mulberries = slices.DeleteFunc(s.Mulberries, func(m Mulberry) bool { return m.Hex == h })
			case TargetBridge:
				s.BrokenBridges = append(s.BrokenBridges, hexmap.SideOf(h, l.Dir))
			case TargetCanal:
				s.BrokenCanals = append(s.BrokenCanals, h)
			}
			s.sortPieces()
			t.emitDestroyed(h, l, "two hits in the same battle destroy it (seed 004)")
		}
	}
	if gone {
		b.Targets = slices.DeleteFunc(b.Targets, func(a Assignment) bool { return a.Target == l })
	}
}

// emitDestroyed reports a logistics target destroyed or reduced.
func (t *tx) emitDestroyed(h hexmap.Hex, l LogisticsTarget, why string) {
	t.emit(Event{Kind: EvLogisticsDestroyed, Side: -1, From: h, To: h, Why: l.String() + ": " + why})
}
