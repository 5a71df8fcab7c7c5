package sim

import "hexstorm/hexmap"

// Stop is why a unit must end its move where it stands for the rest of its
// player turn (Unit.Stop); StopNone while it may go on.
type Stop uint8

// The reasons a unit stops (DESIGN D13-D15, seed 001 Transport and Supply
// Column).
const (
	StopNone       Stop = iota
	StopRiver           // crossed a river without a usable bridge (D13)
	StopEnemy           // entered enemy-held ground or a hex with enemy units (D14)
	StopBlitz           // blitzed through an enemy hex and took the next (D14)
	StopPort            // a ship entered a port or a Mulberry (D15)
	StopEnemyShips      // a ship met enemy ships (D15)
	StopEmbarked        // a ground unit went aboard a transport
	StopLanded          // a ground unit landed from a transport
	StopCaptured        // a supply column captured in battle this turn
)

// String says why, in words for players.
func (r Stop) String() string {
	switch r {
	case StopRiver:
		return "crossed a river without a bridge"
	case StopEnemy:
		return "entered enemy ground"
	case StopBlitz:
		return "blitzed through enemy ground"
	case StopPort:
		return "entered a port"
	case StopEnemyShips:
		return "met enemy ships"
	case StopEmbarked:
		return "went aboard a transport"
	case StopLanded:
		return "landed from a transport"
	case StopCaptured:
		return "was captured this turn"
	}
	return ""
}

// stepPrice is a step cost that also says why a step ends the move.
type stepPrice func(from, to hexmap.Hex, d hexmap.Direction) (int, Stop)

// cost turns a stepPrice into the hexmap.StepCost the path search uses.
func (p stepPrice) cost() hexmap.StepCost {
	return func(from, to hexmap.Hex, d hexmap.Direction) (int, bool) {
		c, why := p(from, to, d)
		return c, why != StopNone
	}
}
