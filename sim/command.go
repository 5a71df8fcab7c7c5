package sim

import (
	"fmt"

	"hexstorm/hexmap"
)

// CommandKind names what a command asks for.
type CommandKind string

// The commands the rules accept. Every change to a game is one of these,
// whoever issues it: a player's click, the AI, a replay or a test.
const (
	// CmdEndPhase ends the active side's current phase.
	CmdEndPhase CommandKind = "end_phase"
	// CmdMove moves one unit along Path (the hexes entered, in order).
	CmdMove CommandKind = "move"
)

// Production commands (production.go, D23-D25, seed 004 Factories).
const (
	// CmdBuild builds a unit of type UnitType in city Hex; Factory names the
	// factory type that builds it when an optional rule allows another than
	// the unit's own ("" for the usual one).
	CmdBuild CommandKind = "build"
	// CmdExchangeFactory exchanges the Factory-type factory in city Hex for a
	// 0 PP factory of type NewFactory.
	CmdExchangeFactory CommandKind = "exchange_factory"
	// CmdAssignResource assigns the resource in city Hex to factory type Factory.
	CmdAssignResource CommandKind = "assign_resource"
	// CmdReinforce adds one step to block Unit, paid from the pool of its
	// factory type, or of Factory where an optional rule allows (DESIGN D35).
	CmdReinforce CommandKind = "reinforce"
)

// Combat commands (combat*.go, D11 step 3, D17-D20). Hex names the battle.
const (
	// CmdAirStrike sends air units Units against enemy-held Hex in the
	// movement phase, starting or joining its battle.
	CmdAirStrike CommandKind = "air_strike"
	// CmdCommitAir flies the defender's air units Units into the battle at Hex.
	CmdCommitAir CommandKind = "commit_air"
	// CmdEndCommit ends the defender's air commitment.
	CmdEndCommit CommandKind = "end_commit"
	// CmdFight starts the battle at Hex.
	CmdFight CommandKind = "fight"
	// CmdContinueBattle fights the next round of the battle at Hex.
	CmdContinueBattle CommandKind = "continue_battle"
	// CmdRetreat retreats the attacker from the battle at Hex.
	CmdRetreat CommandKind = "retreat"
	// CmdCasualties names the unit taking each hit the battle at Hex waits
	// for, in order (0 where none can).
	CmdCasualties CommandKind = "casualties"
	// CmdTargetLogistics sets attacking units Units to fire at Target (an
	// empty Target: back at enemy units).
	CmdTargetLogistics CommandKind = "target_logistics"
)

// Movement and transport commands (move*.go, transport*.go, seed 001).
// CmdMove also takes Units (a stack moving with Unit along Path) and
// Carrier (the carrier an air unit lands on).
const (
	// CmdLoad embarks Unit on Carrier in the same hex.
	CmdLoad CommandKind = "load"
	// CmdUnload lands cargo Unit in Hex: its ship's port hex or a land hex
	// next to the ship, or its air transport's hex.
	CmdUnload CommandKind = "unload"
	// CmdAirdrop flies air transport Unit along Path and drops its
	// paratrooper in Hex, a hex of the path.
	CmdAirdrop CommandKind = "airdrop"
	// CmdForcedMarch renews the movement points of Unit (seed 001 Forced March).
	CmdForcedMarch CommandKind = "forced_march"
)

// Construction commands (construct.go, DESIGN D26, seed 004): in the
// Production Phase an Engineer or Marine, Unit, builds in the hex it stands
// in at the cost of 1 cv.
const (
	// CmdBuildAirfield places a Minor Airfield in the Engineer's hex.
	CmdBuildAirfield CommandKind = "build_airfield"
	// CmdUpgradeAirfield converts the Minor Airfield in the Engineer's hex
	// into a Major Airfield.
	CmdUpgradeAirfield CommandKind = "upgrade_airfield"
	// CmdBuildMulberry places a Mulberry in the Marine's coastal hex.
	CmdBuildMulberry CommandKind = "build_mulberry"
	// CmdRebuildBridge rebuilds the destroyed bridge between the Engineer's
	// hex and the adjacent Hex.
	CmdRebuildBridge CommandKind = "rebuild_bridge"
	// CmdRebuildCanal rebuilds the destroyed canal in the Engineer's hex.
	CmdRebuildCanal CommandKind = "rebuild_canal"
	// CmdBuildFortification has the Engineer Unit build a fortification in
	// its hex (seed 001 Engineers, DESIGN D39).
	CmdBuildFortification CommandKind = "build_fortification"
)

// Commands of seed 001 abilities and of the casualty policy
// (casualty_policy.go, combat_withdraw.go, supply_drop.go).
const (
	// CmdCasualtyPolicy sets whether the issuing side chooses its own
	// casualties (Manual) or lets the strongest-first policy place them (D34).
	// A side may give it at any moment, in or out of its turn.
	CmdCasualtyPolicy CommandKind = "casualty_policy"
	// CmdWithdraw withdraws Auxiliary Cruiser Unit from its battle, once the
	// first round is over, to the adjacent sea hex Hex (seed 001 Withdraw).
	CmdWithdraw CommandKind = "withdraw"
	// CmdSupplyDrop flies air transport Unit from its air base to Hex and
	// puts the side's units there in supply (seed 001 Supply Drop).
	CmdSupplyDrop CommandKind = "supply_drop"
)

// Strategic layer commands (strategic*.go, DESIGN D27-D28, seeds 000, 002,
// 003). Power names the major power acting; it must belong to Side.
const (
	// CmdOrderBuild enters a secret build of UnitType from Power's Reserve
	// in its home city Hex (seed 000 18).
	CmdOrderBuild CommandKind = "order_build"
	// CmdCancelOrder takes back Power's Card-th secret build of this phase.
	CmdCancelOrder CommandKind = "cancel_order"
	// CmdPlayEvent plays the secret random event at index Card of Power's
	// hand (seed 002 10.41B).
	CmdPlayEvent CommandKind = "play_event"
	// CmdPlaceCounter places Power's military counter in minor country Minor
	// (seed 003 24.42-24.47).
	CmdPlaceCounter CommandKind = "place_counter"
	// CmdProposePact: Germany proposes the Nazi-Soviet Pact this turn.
	CmdProposePact CommandKind = "propose_pact"
	// CmdSignPact: Russia signs the Pact Germany proposed this turn.
	CmdSignPact CommandKind = "sign_pact"
)

// Command is a plain, serialisable request to change the game. Units are
// named by id and hexes by offset, so a command means the same thing in a
// record, a script or a network message.
type Command struct {
	Kind CommandKind `json:"kind"`
	// Side is the side issuing the command; only the side whose turn it is may act.
	Side int    `json:"side"`
	Unit UnitID `json:"unit,omitempty"`
	// Path lists the hexes a move enters, in order, not including the start.
	Path []hexmap.Hex `json:"path,omitempty"`
	// Production fields: the unit type built, the city, and factory type
	// names ("army", "air", "naval") for CmdBuild, CmdExchangeFactory and
	// CmdAssignResource.
	UnitType   string     `json:"unit_type,omitempty"`
	Hex        hexmap.Hex `json:"hex,omitzero"`
	Factory    string     `json:"factory,omitempty"`
	NewFactory string     `json:"new_factory,omitempty"`
	// Combat fields: the units a combat command names, and a logistics target.
	Units  []UnitID        `json:"units,omitempty"`
	Target LogisticsTarget `json:"target,omitzero"`
	// Carrier is the carrier or transport of CmdLoad, or the carrier an air
	// unit's CmdMove lands on (0: a base, else the first carrier with room).
	Carrier UnitID `json:"carrier,omitempty"`
	// Manual is CmdCasualtyPolicy's choice: true for chosen casualties.
	Manual bool `json:"manual,omitempty"`
	// Strategic fields: the major power acting, an index into its hand or
	// its secret builds, and a minor country.
	Power string `json:"power,omitempty"`
	Card  int    `json:"card,omitempty"`
	Minor string `json:"minor,omitempty"`
}

// String describes the command for logs and error messages.
func (c Command) String() string {
	switch c.Kind {
	case CmdMove:
		to := "nowhere"
		if len(c.Path) > 0 {
			to = c.Path[len(c.Path)-1].String()
		}
		return fmt.Sprintf("side %d moves unit %d to %s", c.Side, c.Unit, to)
	default:
		return fmt.Sprintf("side %d: %s", c.Side, c.Kind)
	}
}

// RuleError is why a command was refused. Rule cites the seed rule or design
// decision that forbids it, when there is one.
type RuleError struct {
	Rule string
	Msg  string
}

// Error returns the message, followed by the rule in brackets.
func (e *RuleError) Error() string {
	if e.Rule == "" {
		return e.Msg
	}
	return e.Msg + " (" + e.Rule + ")"
}

// refuse builds a RuleError; format follows fmt.Sprintf.
func refuse(rule, format string, args ...any) *RuleError {
	return &RuleError{Rule: rule, Msg: fmt.Sprintf(format, args...)}
}

// Apply validates cmd and, if the rules allow it, carries it out and returns
// the events it caused. An illegal command returns a *RuleError and leaves
// the state exactly as it was: the command runs on a copy that replaces the
// state only when it succeeds, so no half-applied command can ever be seen.
func (s *State) Apply(cmd Command) ([]Event, error) {
	next, events, err := s.try(cmd)
	if err != nil {
		return nil, err
	}
	*s = *next
	return events, nil
}

// Try returns what Apply would: the events cmd would cause, or why the rules
// refuse it; it leaves the state unchanged. Checking a command this way
// copies the state once, where Apply on a copy copies it twice.
func (s *State) Try(cmd Command) ([]Event, error) {
	_, events, err := s.try(cmd)
	return events, err
}

// try carries cmd out on a copy of s, returning the copy and the events.
func (s *State) try(cmd Command) (*State, []Event, error) {
	t := &tx{s: s.Clone()}
	if err := t.apply(cmd); err != nil {
		return nil, nil, err
	}
	return t.s, t.events, nil
}

// tx is one command being applied: the state it changes and the events so far.
type tx struct {
	s      *State
	events []Event
}

func (t *tx) apply(cmd Command) error {
	s := t.s
	if s.Phase == PhaseGameOver {
		return refuse("", "the game is over")
	}
	if cmd.Side < 0 || cmd.Side >= len(s.Sides) {
		return refuse("", "there is no side %d", cmd.Side)
	}
	if cmd.Kind == CmdCasualtyPolicy { // a side's own standing choice, at any moment
		return t.casualtyPolicy(cmd)
	}
	if cmd.Kind == CmdWithdraw && s.withdrawOpen(cmd.Side) { // combat_withdraw.go: either side, between rounds
		return t.withdraw(cmd)
	}
	if active := s.Actor(); cmd.Side != active { // combat.go: the side whose input is awaited
		return refuse("DESIGN D11", "it is %s's %s phase, not %s's", s.sideName(active), s.Phase, s.Sides[cmd.Side].Name)
	}
	switch cmd.Kind {
	case CmdEndPhase:
		return t.endPhase()
	case CmdMove:
		return t.move(cmd)
	case CmdBuild:
		return t.build(cmd)
	case CmdExchangeFactory:
		return t.exchangeFactory(cmd)
	case CmdAssignResource:
		return t.assignResource(cmd)
	case CmdReinforce: // reinforce.go
		return t.reinforce(cmd)
	case CmdAirStrike:
		return t.airStrike(cmd)
	case CmdCommitAir:
		return t.commitAir(cmd)
	case CmdEndCommit:
		return t.endCommit(cmd)
	case CmdFight:
		return t.fight(cmd)
	case CmdContinueBattle:
		return t.continueBattle(cmd)
	case CmdRetreat:
		return t.retreat(cmd)
	case CmdCasualties:
		return t.casualties(cmd)
	case CmdTargetLogistics:
		return t.targetLogistics(cmd)
	case CmdLoad: // transport.go
		return t.load(cmd)
	case CmdUnload:
		return t.unload(cmd)
	case CmdAirdrop:
		return t.airdrop(cmd)
	case CmdForcedMarch: // move_group.go
		return t.forcedMarch(cmd)
	case CmdBuildAirfield: // construct.go
		return t.buildAirfield(cmd)
	case CmdUpgradeAirfield:
		return t.upgradeAirfield(cmd)
	case CmdBuildMulberry:
		return t.buildMulberry(cmd)
	case CmdRebuildBridge:
		return t.rebuildBridge(cmd)
	case CmdRebuildCanal:
		return t.rebuildCanal(cmd)
	case CmdBuildFortification:
		return t.buildFortification(cmd)
	case CmdWithdraw: // combat_withdraw.go
		return t.withdraw(cmd)
	case CmdSupplyDrop: // supply_drop.go
		return t.supplyDrop(cmd)
	case CmdOrderBuild: // strategic*.go
		return t.orderBuild(cmd)
	case CmdCancelOrder:
		return t.cancelOrder(cmd)
	case CmdPlayEvent:
		return t.playEvent(cmd)
	case CmdPlaceCounter:
		return t.placeCounter(cmd)
	case CmdProposePact:
		return t.proposePact(cmd)
	case CmdSignPact:
		return t.signPact(cmd)
	default:
		return refuse("", "unknown command %q", cmd.Kind)
	}
}

func (s *State) sideName(side int) string {
	if side < 0 || side >= len(s.Sides) {
		return "nobody"
	}
	return s.Sides[side].Name
}
