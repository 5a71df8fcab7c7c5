package ai

// style is what a level does, knob by knob: the levels differ only here,
// in judgement, never in what the rules allow them.
type style struct {
	want       int  // estimated chance (per mille) an attack must reach
	attackers  int  // most ground units sent into one attack
	noise      int  // random noise added to move scores: sloppier choices
	garrison   int  // 0 none, 1 one unit in threatened cities, 2 sized to the threat
	supplyCare bool // prefer hexes in supply
	threatCare bool // keep weak stacks away from strong enemy ones (only in the search's steady plans)
	airSupport bool // add air strikes to attacks and strike ships at sea
	airHunt    bool // also strike weak enemy stacks on land
	rebase     bool // fly idle aircraft nearer the front
	commitAir  bool // commit fighters to defend
	bestFirst  bool // fight the best battle first
	retreatBar int  // retreat when the estimate drops below this (per mille)
	cheapBuild bool // build the cheapest affordable type
	saveArmor  bool // save army PP for armor when infantry is plentiful
	weighGoals bool // head for objectives first, then cities, then troops
	// exactOdds decides attacks, and whether to go on with a battle, from
	// the exact odds (package odds) instead of the quick estimate; the
	// estimate still chooses the force, and exactSlack is how far below the
	// bar its figure may be for the exact odds to be asked at all.
	exactOdds  bool
	exactSlack int
	exactWant  int  // the exact chance (per mille) to take the hex an attack must reach
	construct  bool // engineers and marines build airfields and Mulberries and rebuild bridges and canals
	logistics  bool // bombers raid factories; battles fire at logistics targets when raiding or losing
	// raidHorizon is how many turns must be left for bombers to go raiding:
	// damage to production pays only over the turns that follow.
	raidHorizon int
	// search is how many candidate movement plans the level weighs by
	// playing each forward on searchSamples determinized copies of the
	// position (lookahead.go); under 2, it plays its own plan.
	search, searchSamples int
	// endgame plays the game's last turn for the score (movement.go,
	// combat.go): empty objectives taken first, garrisons sized to the
	// threat when another side moves after it, none and every unit into
	// attacks on objectives when it has the last word.
	endgame bool
	// reinforce moves free units into the side's threatened objectives
	// before any attack is planned.
	reinforce bool
	// stay keeps troops standing in an objective of the side's that an
	// enemy threatens where they are, unless they attack from it: the
	// garrison rule's rough sum of ratings let the rest of a garrison
	// wander off to take ground and the objective fall. An objective only
	// watched (style.watch) keeps one troop by the garrison rule: holding
	// them all there kept the side's reserves out of the battle.
	stay bool
	// closing is how many last turns the level heads for objectives only:
	// cities and enemy troops elsewhere are no goals then, since only
	// objectives score (D29); 99 is the whole game.
	closing int
	// watch is how near (hexes) an enemy ground unit must stand to one of
	// the side's objectives for the level to keep a unit in it; 0 never.
	watch int
	// fortWatch is how near (movement points) an enemy ground unit must
	// stand to a fortified objective of the side's for its last troops to
	// stay beside the fortification (with stay); 0 never. A fortification
	// left alone falls to the first enemy beside it, and troops that marched
	// off while no enemy was within watch did not come back in time
	// (Channel Storm's Cherbourg fell to Easy's Allies in 14 of 40 games so).
	fortWatch int
	// keyWatch is how far (movement points over land) the enemy ground
	// units may stand that a key objective of the side's keeps troops
	// against; a key objective is one worth at least 1/keyObjectiveShare of
	// all the objective points. Its troops stay, with stay, while such a
	// unit stands within keyWatch, unless the side trails on points; 0
	// never. Gathering Storm's Berlin, 9 of 41 points, saw its infantry
	// march off in the second turn while no enemy was within watch, and
	// fell to the first Allied stack that came.
	keyWatch int
	// focus is how much further (movement points) the enemy objectives
	// other than the one the army masses against start in the goal field;
	// 0: no main effort, every unit heads for its nearest goal.
	focus int
	// focusRank is which of the ranked enemy objectives is the main effort
	// (0 the best); the search's variants try the others.
	focusRank int
	// attrition is how many times (per cent) the defender's expected losses
	// must exceed the attacker's for an attack on an enemy objective that
	// will likely not take it to be made all the same; 0 never.
	attrition int
	// allIn: while its side trails by the scenario's decisive margin or
	// more, every attack on an enemy objective in reach is made with all
	// the level can send, whatever its odds: a decisive defeat is coming
	// anyway. Hard's search weighs such attacks itself (a declined attack
	// made in force); without them Normal's Allies never attacked Essen
	// on Gathering Storm and lost every game to Normal's Axis.
	allIn bool
	// rally makes the side's own objectives whose defenders fall short of
	// the threat against them the nearest goals of all, so troops further
	// off march to them, not only those that reach them this turn.
	rally bool
	// rallyOdds (per mille, 0 never; with rally) makes an objective a
	// rally point also when the exact odds that the enemy ground blocks
	// beside it or a hex further, as the side knows them, would take it
	// from its garrison attacking all at once reach this bar (fallOdds,
	// exact.go). Sums of ratings miss what steps, terrain and a
	// fortification do; with the odds, Hard's Axis on Rivers of Iron, the
	// side that must hold, beat Normal's Allies in 82 of 100 tournament
	// games instead of 72 (docs/ai.md, session 39).
	rallyOdds int
	// shun: enemy-held hexes (objectives, stacks) a full stack could not
	// take this turn start further off in the goal field of the units
	// still to advance and not beside them, so the army turns to goals it
	// can take.
	shun bool
	// closeRace: in the last closeRace-th part of the game's turns (turns
	// left after this one at most the game's turns / closeRace), while the
	// game is close (inCloseRace: the side leads by one point at most or
	// trails by two at most), the level starts every enemy objective at
	// distance 0 in the goal field, whatever it is worth: one point then
	// decides the game, whichever objective it comes from. 0 never.
	closeRace int
	// claim: an objective no side has held yet, with no enemy troops in
	// it, starts at distance 0 in the goal field, whatever it is worth: a
	// point for the walking in, which the enemy takes if the side waits.
	// On Gathering Storm Russia's infantry walked into neutral Prague
	// (Czechoslovakia's capital) on the fourth turn of most games between
	// Hard players while Berlin's blocks, three hexes off, stayed and the
	// Axis's others went west and to Danzig, and the Axis lost most of its
	// games 20 points to 21 (docs/ai.md, session 41).
	claim bool
	// pin is how many of the side's troops advancing from beside an
	// enemy-held hex that shun marked hopeless stay on the plain goal
	// field, holding its garrison in place; the rest turn to goals they
	// can take (movement.go, pins). 0: every one stays so.
	pin int
	// chooseLosses: the side places the hits its own units take where they
	// cost least (casualties.go) instead of leaving them to the rules'
	// strongest-first policy (DESIGN D19, D34).
	chooseLosses bool
	// safeCrossing: a loaded transport ends its move at sea only where it
	// lands all its troops at once (room ashore for every block aboard) or
	// where no enemy ship could reach it on the enemy's next move; else the
	// troops wait in port. Sailing on regardless
	// lost two full blocks with their transport in most Channel Storm games
	// (Normal and Hard; Easy still sails on).
	safeCrossing bool
	// seaWatch: enemy troops aboard a ship count as standing near the
	// side's objectives within half the watch's movement points plus one
	// hex (a landing), for watch, fortWatch and keyWatch: a coastal
	// objective keeps its last troops while a landing could come. Without
	// it Channel Storm's Cherbourg saw its infantry walk off while Allied
	// transports stood four hexes out, and fell to the troops they landed.
	// The troops at sea are not counted in the threat that sizes garrisons
	// and rallies reserves: counted there too, Hard's Axis massed in
	// Cherbourg and won 69% of Channel Storm's games between Hard players
	// (docs/ai.md, session 36).
	seaWatch bool
	// remember: a face-down enemy block the side saw fight is taken as the
	// type and steps it showed, grown by a step a Production Phase since
	// (memory.go), in the exact odds and the search's samples; else as
	// every face-down block, a full infantry block. Without it Hard's
	// Axis on Rivers of Iron judged the worn Allied blocks around Nijmegen
	// fresh, saw 6% where a counter-attack had far better, and let
	// Nijmegen fall (docs/ai.md, session 37).
	remember bool
}

// weigh returns a goal's starting distance d, or 0 when goals are not weighed.
func (st style) weigh(d int) int {
	if !st.weighGoals {
		return 0
	}
	return d
}

// styleOf returns the level's style.
func styleOf(l Level) style {
	switch l {
	case Easy:
		return style{want: 450, attackers: 2, noise: 25, garrison: 0, retreatBar: 200, cheapBuild: true}
	case Normal:
		return style{want: 500, attackers: 4, garrison: 2, supplyCare: true, airSupport: true, rebase: true,
			commitAir: true, retreatBar: 400, weighGoals: true, exactOdds: true, exactSlack: 150, exactWant: 400, construct: true, logistics: true, raidHorizon: 6, endgame: true, reinforce: true, closing: 99, watch: 6, attrition: 120, allIn: true, shun: true, safeCrossing: true}
	case Hard:
		return style{want: 500, attackers: 4, garrison: 2, supplyCare: true, airSupport: true,
			airHunt: true, rebase: true, commitAir: true, bestFirst: true, retreatBar: 380, saveArmor: true, weighGoals: true,
			exactOdds: true, exactSlack: 250, exactWant: 400, construct: true, logistics: true, raidHorizon: 12, search: 6, searchSamples: 3, endgame: true, reinforce: true, stay: true, closing: 99, watch: 5, fortWatch: 8, keyWatch: 8, attrition: 120, rally: true, rallyOdds: 300, shun: true, pin: 2, closeRace: 6, claim: true, chooseLosses: true, safeCrossing: true, seaWatch: true, remember: true}
	}
	return style{}
}
