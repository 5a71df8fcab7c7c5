package cloud

import (
	"github.com/pocketbase/pocketbase/core"
)

// The schema of the server's own collections, as a migration PocketBase
// applies once per data folder (and records in its _migrations table). The
// collections have no API rules, so only the operator (a superuser, from the
// dashboard) reaches them through PocketBase's generic record API; players
// reach them only through the game's routes (api.go), which hand each seat
// its side's view and nothing else (DESIGN D41).
//
// games: a game's scenario, seed and options (the record's start), its
// status, the number of commands played and the side the game waits on.
// seats: one per side: a player (relation to users), the computer at a
// level, or open to an invitation. invitations: the code that seats whoever
// presents it. commands: the record, one row per command with the state hash
// after it, numbered from 1 within its game.
func init() {
	core.AppMigrations.Register(createCollections, dropCollections, "1764115200_hexstorm_collections.go")
}

func createCollections(app core.App) error {
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		return err
	}
	userRef := func(name string) *core.RelationField {
		return &core.RelationField{Name: name, CollectionId: users.Id, MaxSelect: 1}
	}

	games := core.NewBaseCollection("games")
	games.Fields.Add(
		&core.TextField{Name: "scenario_id", Max: 100},
		&core.JSONField{Name: "scenario", MaxSize: maxScenarioBytes, Required: true},
		&core.TextField{Name: "seed", Required: true, Max: 32},
		&core.JSONField{Name: "options"},
		&core.TextField{Name: "status", Required: true, Max: 16},
		&core.NumberField{Name: "steps", OnlyInt: true},
		&core.NumberField{Name: "actor", OnlyInt: true},
		&core.NumberField{Name: "winner", OnlyInt: true},
		userRef("creator"),
		&core.AutodateField{Name: "created", OnCreate: true},
		&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
	)
	if err := app.Save(games); err != nil {
		return err
	}
	gameRef := func() *core.RelationField {
		return &core.RelationField{Name: "game", CollectionId: games.Id, MaxSelect: 1, Required: true, CascadeDelete: true}
	}

	seats := core.NewBaseCollection("seats")
	seats.Fields.Add(
		gameRef(),
		&core.NumberField{Name: "side", OnlyInt: true},
		&core.TextField{Name: "kind", Required: true, Max: 16},
		&core.TextField{Name: "level", Max: 16},
		userRef("player"),
	)
	seats.AddIndex("idx_seats_game_side", true, "game, side", "")
	seats.AddIndex("idx_seats_player", false, "player", "")
	if err := app.Save(seats); err != nil {
		return err
	}

	invitations := core.NewBaseCollection("invitations")
	invitations.Fields.Add(
		gameRef(),
		&core.NumberField{Name: "side", OnlyInt: true},
		&core.TextField{Name: "code", Required: true, Max: 64},
		userRef("used_by"),
	)
	invitations.AddIndex("idx_invitations_code", true, "code", "")
	if err := app.Save(invitations); err != nil {
		return err
	}

	commands := core.NewBaseCollection("commands")
	commands.Fields.Add(
		gameRef(),
		&core.NumberField{Name: "index", OnlyInt: true, Required: true},
		&core.NumberField{Name: "side", OnlyInt: true},
		&core.JSONField{Name: "command", MaxSize: maxCommandBytes, Required: true},
		&core.TextField{Name: "hash", Required: true, Max: 32},
		userRef("player"),
	)
	commands.AddIndex("idx_commands_game_index", true, "game, `index`", "")
	return app.Save(commands)
}

func dropCollections(app core.App) error {
	for _, name := range []string{"commands", "invitations", "seats", "games"} {
		c, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			continue
		}
		if err := app.Delete(c); err != nil {
			return err
		}
	}
	return nil
}
