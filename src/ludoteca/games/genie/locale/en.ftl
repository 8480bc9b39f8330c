# The genie game's texts, English (the reference catalogue).
# The same message ids exist in zh-Hant.ftl and uk.ftl. Variables: $who a player's name,
# $chest bronze|silver|gold (selected here, never translated by the code), $card a card's
# name already formatted, $n and $count numbers. docs/genie.md lists which names are the
# published editions' and which are ours (marked "# unofficial" in the other catalogues).

## Terms: the chests in the cases a sentence needs (English has one form)

-chest-bronze = bronze chest
-chest-silver = silver chest
-chest-gold = gold chest

## Names

game-name = Genie: three treasure chests
chest-bronze = bronze chest
chest-silver = silver chest
chest-gold = gold chest
metal-bronze = bronze
metal-silver = silver
metal-gold = gold
colour-green = green
colour-red = red
colour-blue = blue
colour-yellow = yellow
piece-bracelet = bracelet
piece-ring = ring
piece-necklace = necklace
card-gem-green = green gem
card-gem-red = red gem
card-gem-blue = blue gem
card-gem-yellow = yellow gem
card-bronze-bracelet = bronze bracelet
card-bronze-ring = bronze ring
card-bronze-necklace = bronze necklace
card-silver-bracelet = silver bracelet
card-silver-ring = silver ring
card-silver-necklace = silver necklace
card-gold-bracelet = gold bracelet
card-gold-ring = gold ring
card-gold-necklace = gold necklace
card-talisman = talisman
card-wizard = wizard
name-gem = gem
name-jewellery = jewellery
name-scorpion = scorpion
name-genie = genie
name-lamp = magic lamp
name-lamp-card = lamp card
name-chest-card = chest card
name-starting-card = starting card
name-treasure-board = treasure board
name-ring = magic ring
name-my-precious = My Precious
name-cave = cave

## Options (the lobby)

option-my_precious = My Precious
option-my_precious-help = Drawing all six cards with a die of 6, without a scorpion bust, wins the magic ring: 5 more points at the end, and a card of your choice from the discard pile.
option-my_precious-false = Off
option-my_precious-true = On
option-race = Who wins the lamp
option-race-help = When several players with the same value rub the lamp, only one of them summons the genie.
option-race-lottery = Fair draw: among those who rub in time, luck picks the winner
option-race-arrival = Fastest finger: the first to rub wins (one shared screen)
option-race-auto = Automatic: matched players rub for you, nobody rubs by mistake
option-two_player_second_group = Two players: both values matched
option-two_player_second_group-help = With two players, one player may match both values but summons the genie only once per round.
option-two_player_second_group-next_fastest = The other player gets the second wish turn if they rubbed
option-two_player_second_group-forfeit = Nobody gets the second wish turn
option-wizard_counts = Wizard uses up a draw
option-wizard_counts-help = Whether a wizard drawn from a chest counts as one of the cards your die allows.
option-wizard_counts-true = Yes: it counts as one of your cards
option-wizard_counts-false = No: you may still draw as many treasures

## Cards: short labels, names with scorpions, full texts (on hover and on tap)

card-short-talisman = talisman
card-short-wizard = wizard
card-with-scorpions = { $card } ({ $n ->
    [one] 1 scorpion
   *[other] { $n } scorpions
})
card-some = a card
card-text-gem = A gem: 1 point. At the end, whoever has strictly the most gems of its colour scores 5 more (talismans placed on that colour count). Can be stolen or swapped.
card-text-jewellery = A piece of jewellery: 1 point. A bracelet, a ring and a necklace of one metal make a complete set: bronze +6, silver +8, gold +10. A complete set is safe from theft and swaps.
card-text-talisman = A talisman: 1 point. When you get it, put it on a gem colour you hold; from then on it counts as one more gem of that colour. It never moves, and nobody can take it. If you hold no gem, it stays alone.
card-text-wizard = A wizard: worth nothing. When one is drawn, the cave closes at the end of the round and the game is scored.
card-text-scorpions = { $n ->
    [one] This card shows 1 scorpion.
   *[other] This card shows { $n } scorpions.
}
card-text-on = Placed on { $colour }.
card-text-orphan = Alone: no gem of its colour left, it only counts as 1 point.
card-text-in-set = Part of a complete set: protected.
card-info-close = Close
card-info-label = About this card: { $card }

## Lamp cards (our own wording; the published texts are not known)

lamp-draw_first = The genie opens the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
} for you: take its top card, scorpions or not.
lamp-steal = Take one gem or loose piece of jewellery from an opponent of your choice.
lamp-exchange = Swap one of your unprotected cards for an unprotected card of an opponent.
lamp-from_discard = Pick any card you like from the discard pile.
lamp-peek = Look in secret at the top { $count } cards of one chest, then leave them as they were.
lamp-change_die = Turn one of your dice to any other value; it stays on its chest.
lamp-give = The genie is mischievous: hand one of your unprotected cards to an opponent.
lamp-discard_own = The genie is greedy: throw one of your unprotected cards on the discard pile.
lamp-unknown = A wish of the genie.

## Why a kept wish did nothing

why-draw_first = the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
} is empty
why-steal = no opponent has an unprotected card
why-exchange = one side has no unprotected card to swap
why-from_discard = the discard pile is empty
why-peek = every chest is empty
why-give = there is no unprotected card to give
why-discard_own = there is no unprotected card to discard
why-unknown = it has no target

## Prompts (what a player is asked)

prompt-place = Set your die secretly: choose a chest and a value (the most cards you may draw).
prompt-place2 = Set both dice secretly, on two different chests.
prompt-claim = Dice are revealed. Rub the lamp if another player shows one of your values.
prompt-penalty_opponent = You rubbed by mistake: choose the opponent who takes one of your cards.
prompt-penalty_take = Take one card from the player who rubbed by mistake.
prompt-wish = The genie offers this wish: keep it or refuse it.
prompt-draw = Draw another card, or stop and keep what you have.
prompt-talisman = Place your talisman on one of your gem colours (it never moves again).
prompt-ring_pick = You won the ring: take one card from the discard pile, or nothing.
prompt-steal = Take one unprotected card from an opponent.
prompt-exchange_own = Choose one of your unprotected cards to swap.
prompt-exchange_theirs = Choose the opponent's card you take in exchange.
prompt-from_discard = Take one card from the discard pile.
prompt-peek = Choose a chest: you will see its top cards.
prompt-change_die = Choose a die and its new value.
prompt-give_card = Choose one of your unprotected cards to give away.
prompt-give_to = Choose the opponent who receives it.
prompt-discard_own = Choose one of your unprotected cards to discard.
prompt-other = Your move.
prompt-asked = { $who } is asked: { $prompt }

## Actions (buttons and the terminal's numbered menu)

action-rub = Rub the lamp
action-pass = Leave it
action-accept = Keep this wish
action-refuse = Refuse it
action-draw = Draw a card
action-stop = Stop
action-stop-keep = { $n ->
    [one] Stop and keep 1 card
   *[other] Stop and keep { $n } cards
}
action-decline = Take nothing
action-seat = { $who }
action-card = { $card }
action-colour = On { $colour }
action-chest = The { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
action-die = Turn die { $die } to { $value }
action-place = Place { $dice }
action-place-secret = Place { $dice } in secret
action-place-empty = Place in secret
action-confirm = Confirm
action-cancel = Cancel
action-play-again = Play again
dice-one = { $value } on { $chest ->
    [bronze] bronze
    [silver] silver
   *[gold] gold
}

## The screen: status line, chests, lamp, discard pile

status-round = Round { $round }
status-place = Place the dice in secret
status-claim = Reveal: the lamp
status-explore = Exploring the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
status-wishes = The genie grants wishes
status-resolve = Resolving the round
status-over = The cave is closed
status-ring = { $who } holds the ring
status-race-arrival = Lamp: fastest finger
status-race-auto = Lamp: automatic
status-closing = A wizard appeared: the cave closes after this round
chest-label = { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
chest-size-title = { $n ->
    [one] 1 card left in this chest
   *[other] { $n } cards left in this chest
}
chest-peek-badge = peek
wizard-gone = wizard gone
wizard-gone-title = the wizard has left this chest
wizard-top = wizard on top!
wizard-depth = wizard { $n } down
wizard-depth-title = { $n ->
    [one] 1 card above the wizard
   *[other] { $n } cards above the wizard
}
die-pending = yours?
die-pending-title = your die (not placed yet)
known-top = you know the top:
lamp-size = { $n ->
    [one] { $count } lamp card
   *[other] { $count } lamp cards
}
wish-of = wish { $n } of 3
wish-of-warning = wish { $n } of 3 · refuse it and the third is forced on you
discard-size = { $count } discarded
discard-see = see them
wizards-out = { $n ->
    [one] wizard out
   *[other] wizards out
}

## A draw from a chest

explore-live = { $who } explores the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
} with { $die }
explore-done = Last draw: { $who } explored the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
} with { $die }
explore-bust = { $n ->
    [one] Bust! 1 scorpion: { $who } loses the cards from this chest.
   *[other] Bust! { $n } scorpions: { $who } loses the cards from this chest.
}
explore-kept = { $n ->
    [one] { $who } keeps 1 card.
   *[other] { $who } keeps { $n } cards.
}
explore-cards = cards { $count } / { $limit }
explore-scorpions = { $count } / { $limit } scorpions
explore-scorpions-title = { $limit ->
    [one] a total of 1 scorpion busts the draw
   *[other] a total of { $limit } scorpions busts the draw
}
explore-danger = one more busts!
draw-odds = { $n ->
    [one] 1 card drawn
   *[other] { $n } cards drawn
}, { $left } more allowed · scorpions { $scorpions } of { $limit }
draw-danger = one more scorpion busts!

## Players

you-name = { $who } (you)
seat-fallback = Seat { $n }
seat-points = { $n } pts
seat-breakdown = cards { $cards }; sets { $sets }; majorities { $majorities }; ring { $ring }
seat-ring-title = holds the magic ring (+5)
seat-pick-selected = selected
seat-pick-hint = choose this player
seat-ready = ready
seat-choosing = choosing
seat-you-rub = you rub
seat-rubs = rubs
seat-you-leave = you leave it
seat-leaves = leaves it
seat-decided = decided
seat-deciding = deciding
seat-summoner = genie ({ $value })
seat-summoner-title = summoned the genie
seat-mistake = rubbed by mistake
seat-too-slow = too slow
seat-exploring = exploring the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
treasure-none = no treasure yet
gems-title = { $count } { $colour }
gems-title-most = { $count } { $colour }: the most, +5
set-complete-title = complete { $metal ->
    [bronze] bronze
    [silver] silver
   *[gold] gold
} set: protected, +{ $bonus }
set-complete = { $metal ->
    [bronze] Bronze
    [silver] Silver
   *[gold] Gold
} set +{ $bonus }
set-partial-title = { $metal ->
    [bronze] Bronze
    [silver] Silver
   *[gold] Gold
} jewellery: collect bracelet, ring and necklace
set-partial = { $metal ->
    [bronze] bronze
    [silver] silver
   *[gold] gold
} { $count }/3
set-missing = missing: { $piece }
orphans-title = talismans left alone count only as cards
orphans = alone
talisman-to-place = talisman to place

## The action dock

dock-or-click-chest = or click a chest above
dock-your-die = Your die on { $chest ->
    [bronze] bronze
    [silver] silver
   *[gold] gold
} { $die } →
dock-die = Die { $n } →
dock-click-player = Click a player's panel, or:
dock-give-to = Give it to { $who }
dock-let-take = Let { $who } take a card
dock-choose = Choose { $who }
dock-you-give = You give: { $card }
dock-list = or choose from a list
hint-steal = Click a highlighted card of an opponent to take it.
hint-exchange_own = Click one of your highlighted cards to offer in the swap.
hint-exchange_theirs = Click the opponent's highlighted card you take in exchange.
hint-penalty_take = Click one of the highlighted cards of the player who rubbed by mistake.
hint-give_card = Click one of your highlighted cards to give away.
hint-discard_own = Click one of your highlighted cards to discard.
hint-other = Click one of the highlighted cards.
verb-take = Take { $card }
verb-take-from = Take { $card } from { $who }
verb-take-discard = Take { $card } from the discard pile
verb-offer = Offer { $card }
verb-give = Give away { $card }
verb-discard = Discard { $card }
verb-choose = Choose { $card }
place-slot = Die { $n }
place-on = on { $chest ->
    [bronze] bronze
    [silver] silver
   *[gold] gold
}
place-no-chest = no chest yet
place-value = value: the most cards you may draw
place-value-label = value { $n }
place-chest = chest
place-taken = (die { $n })
place-problem-same = the two dice must go on different chests
place-problem-both = pick a value and a chest
place-problem-chest = pick a chest
place-problem-value = pick a value
place-problem-die-both = die { $n }: pick a value and a chest
place-problem-die-chest = die { $n }: pick a chest
place-problem-die-value = die { $n }: pick a value
countdown = claims close in { $seconds } s
countdown-closing = claims closing…

## Waiting lines

wait-set = { $n ->
    [one] Your die is set: { $dice }.
   *[other] Your dice are set: { $dice }.
}
wait-place = Waiting for { $names } to place in secret…
wait-revealing = Revealing…
wait-you-rub = You rub the lamp.
wait-you-pass = You leave the lamp alone.
wait-claim = Waiting for { $names } to decide…
wait-race = The race is decided…
wait-drawing = { $who } is drawing from the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}…
wait-wish = { $who } weighs wish { $n }…
wait-penalty = { $who } is choosing a penalty card…
wait-choosing = { $who } is choosing…

## The end of the game

over-none = The game is over.
over-wins = { $who } wins!
over-shared = Shared victory: { $names }!
over-you-win = You win!
over-you-share = Shared victory!
over-others-won = { $names } won.
sheet-cards = Cards
sheet-cards-note = (1 point each)
sheet-set = { $metal ->
    [bronze] Bronze set
    [silver] Silver set
   *[gold] Gold set
}
sheet-majority = Most { $colour } gems
sheet-ring = Magic ring
sheet-total = Total

## The event log

scores-now = Scores now
log-title = What happened
log-empty = The story of the game appears here.
log-round = Round { $round }
event-placed-secret = { $who } places a die in secret
event-placed = { $who } places { $dice }
event-reveal = Reveal! { $dice }
event-reveal-seat = { $who }: { $dice }
event-claimed-rub = { $who } rubs the lamp
event-claimed-pass = { $who } leaves the lamp alone
event-race = Lamp: { $parts }
event-race-nobody = Lamp: nobody summons the genie
event-race-summons = { $who } summons the genie (value { $value })
event-race-mistake = { $who } rubbed by mistake
event-penalty_opponent = { $offender } lets { $taker } take a card as the penalty
event-penalty-nothing = { $offender } has nothing the genie could take
event-penalty = { $taker } takes { $card } from { $offender }
event-wish = { $who }, wish { $n }: { $text }
event-wish_refused = { $who } refuses the wish
event-wish_kept = { $who } keeps the wish
event-wish_forced = { $who } must take the third wish
event-wish_no_effect = The wish does nothing: { $why }
event-explore = { $who } explores the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
} (up to { $limit })
event-chest_unclaimed = Nobody opens the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
event-chest_empty = The { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
} is empty
event-stop = { $who } stops
event-cave_closing = A wizard appears: the cave is closing!
event-cave_closing-at-once = A wizard appears: the cave closes at once!
event-round = Round { $round } begins
event-drawn = { $who } draws { $card }
event-genie_draw = { $who } draws { $card } from the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
event-bust = { $who } busts with { $scorpions ->
    [one] 1 scorpion
   *[other] { $scorpions } scorpions
} and loses { $n ->
    [one] 1 card
   *[other] { $n } cards
}
event-kept = { $n ->
    [one] { $who } keeps 1 card
   *[other] { $who } keeps { $n } cards
}
event-talisman = { $who } places a talisman on { $colour }
event-talisman-alone = { $who } keeps a talisman alone: no gem to place it on
event-orphaned = The talisman of { $who } on { $colour } is left alone: no { $colour } gem left
event-peek-you = You see on top of the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}: { $cards }
event-peek-seen = { $who } sees on top of the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}: { $cards }
event-peek = { $who } looks at the top { $count ->
    [one] card
   *[other] { $count } cards
} of the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
event-stolen = { $who } steals { $card } from { $from }
event-exchanged = { $who } swaps { $gave } for { $card } of { $with }
event-from_discard = { $who } takes { $card } from the discard pile
event-die_changed = { $who } turns the die on { $chest ->
    [bronze] bronze
    [silver] silver
   *[gold] gold
} from { $from } to { $to }
event-given = { $who } gives { $card } to { $to }
event-discarded = { $who } discards { $card }
event-ring = { $who } wins the magic ring
event-ring-from = { $who } takes the magic ring from { $from }
event-ring_pick = { $who } picks { $card } from the discard pile
event-ring_pick-nothing = { $who } takes nothing from the discard pile
event-game_over = The cave is closed. Final scores: { $scores }
event-score = { $who } { $score }

## The terminal (ludoteca play genie)

term-header = ── Round { $round } · { $phase }
term-header-closing = ── Round { $round } · { $phase } · the cave is closing
term-phase-place = placing dice
term-phase-claim = the lamp
term-phase-resolve = resolving
term-phase-over = over
term-chest = { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}: { $n ->
    [one] 1 card
   *[other] { $n } cards
}, { $wizard }
term-wizard-depth = { $n ->
    [one] wizard 1 card down
   *[other] wizard { $n } cards down
}
term-wizard-gone = wizard gone
term-known-top = you know the top: { $cards }
term-piles = lamp deck: { $lamp ->
    [one] 1 card
   *[other] { $lamp } cards
}; discard pile: { $discard ->
    [one] 1 card
   *[other] { $discard } cards
}
term-seat = { $who }: { $n ->
    [one] 1 point
   *[other] { $n } points
}; dice: { $dice }
term-seat-ring = { $who }: { $n ->
    [one] 1 point
   *[other] { $n } points
}, holds the ring; dice: { $dice }
term-dice-ready = ready
term-dice-thinking = thinking
term-treasure = gems: { $gems }; jewellery: { $jewellery }
term-treasure-talismans = gems: { $gems }; jewellery: { $jewellery }; { $talismans }
term-gem-count = { $n } { $colour }
term-none = none
term-talisman-on = talisman on { $colour }
term-talisman-alone = talisman alone
term-explore = { $who } explores the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}: up to { $limit } cards, { $scorpions ->
    [one] 1 scorpion
   *[other] { $scorpions } scorpions
} so far; drawn: { $drawn }
term-nothing-yet = nothing yet
term-wish = wish { $n }: { $text }
term-place-help = type a chest and a value, e.g. 'g4' for 4 on gold (two dice: 'b2 s5'); b = bronze, s = silver, g = gold

## Keyboard shortcuts and the How to play page (markup: "## " heading, "- " list item)

keys-title = Keys
help-keys =
    - 1 to 6: the value of your die (while placing)
    - B, S, G: the bronze, silver or gold chest (while placing)
    - Enter: place your dice in secret
    - R: rub the lamp; L: leave it
    - K: keep the wish; X: refuse it
    - D: draw a card; S: stop drawing
    - Enter or Space on a chest, card or player: choose it
    - Esc: close a card's text
help-title = How to play Genie: three treasure chests
help-button = How to play
help-body =
    ## The goal
    You are treasure hunters in the genie's cave. Take cards from three chests, bronze, silver and gold, without getting greedy: scorpions lurk in them. When a wizard comes out of a chest, the cave closes at the end of the round and the richest player wins.

    ## A round
    - Choose a chest: everyone sets a die in secret on one chest. The value is the most cards you may draw from it. With two players, each sets two dice on two different chests.
    - Summon the genie: the dice are revealed. If another player shows the same value as one of your dice, rub the lamp quickly. One player of each matched value summons the genie.
    - Explore the chests: bronze, then silver, then gold. On each chest, the lowest die that nobody else there shares draws, one card at a time, and may stop whenever they like. Equal dice on a chest cancel each other out.

    ## The lamp on a screen
    After the reveal a short countdown runs. Everyone decides at the same time, in secret: rub or leave it. Among the matched players who rub in time, the winner is drawn fairly, so a slow connection never loses the race. Not answering in time means leaving the lamp alone. Rub when nobody matches you and the genie is angry: an opponent takes one of your unprotected cards. The lobby can change this: fastest finger for one shared screen, or automatic rubbing.

    ## Wishes
    The genie's winner turns up lamp cards one at a time: keep one and it acts, or refuse it and turn the next. The third one acts whatever it says. Each goes back under the lamp deck.

    ## Scorpions
    Count the scorpions on the cards you draw from a chest. If they reach your die's value, you lose every card drawn from that chest this round. Stopping early keeps what you have.

    ## What the symbols mean
    - Gem (four colours): 1 point; strictly the most gems of a colour scores 5 more. Ties score nothing.
    - Jewellery (bracelet, ring, necklace in bronze, silver or gold): 1 point; a complete set of one metal scores +6, +8 or +10 and can no longer be taken.
    - Talisman: 1 point; put it on a gem colour you hold and it counts as one more gem of that colour. It never moves and cannot be taken.
    - Scorpion: printed on some cards; too many and the draw is lost.
    - Wizard: worth nothing; the cave closes at the end of the round (a wizard that a lamp card takes from a chest ends the game at once).
    - Magic ring (My Precious, if the table chose it): draw all six cards with a 6 to win it, 5 points at the end, and pick a card from the discard pile.

    ## The end
    Every card is 1 point (wizards are not kept), plus the sets, the gem majorities and the ring. The highest total wins; a tie shares the victory.

## The reader's own seat in the terminal (ludoteca play genie): spoken to, never named.
## (The browser's log names every seat and marks yours with you-name.)

term-you = You
term-dice-not-placed = not placed yet
term-explore-you = You explore the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}: up to { $limit } cards, { $scorpions ->
    [one] 1 scorpion
   *[other] { $scorpions } scorpions
} so far; drawn: { $drawn }
event-placed-secret-you = You place a die in secret
event-placed-you = You place { $dice }
event-claimed-rub-you = You rub the lamp
event-claimed-pass-you = You leave the lamp alone
event-race-summons-you = you summon the genie (value { $value })
event-race-mistake-you = you rubbed by mistake
event-penalty_opponent-you = You let { $taker } take a card as the penalty
event-penalty_opponent-to-you = { $offender } lets you take a card as the penalty
event-penalty-nothing-you = You have nothing the genie could take
event-penalty-you = You take { $card } from { $offender }
event-penalty-from-you = { $taker } takes { $card } from you
event-wish-you = Your wish { $n }: { $text }
event-wish_refused-you = You refuse the wish
event-wish_kept-you = You keep the wish
event-wish_forced-you = You must take the third wish
event-explore-you = You explore the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
} (up to { $limit })
event-stop-you = You stop
event-drawn-you = You draw { $card }
event-genie_draw-you = You draw { $card } from the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
event-bust-you = You bust with { $scorpions ->
    [one] 1 scorpion
   *[other] { $scorpions } scorpions
} and lose { $n ->
    [one] 1 card
   *[other] { $n } cards
}
event-kept-you = { $n ->
    [one] You keep 1 card
   *[other] You keep { $n } cards
}
event-talisman-you = You place a talisman on { $colour }
event-talisman-alone-you = You keep a talisman alone: no gem to place it on
event-orphaned-you = Your talisman on { $colour } is left alone: no { $colour } gem left
event-peek-count-you = You look at the top { $count ->
    [one] card
   *[other] { $count } cards
} of the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}
event-stolen-you = You steal { $card } from { $from }
event-stolen-from-you = { $who } steals { $card } from you
event-exchanged-you = You swap { $gave } for { $card } of { $with }
event-exchanged-with-you = { $who } swaps { $gave } for your { $card }
event-from_discard-you = You take { $card } from the discard pile
event-die_changed-you = You turn your die on { $chest ->
    [bronze] bronze
    [silver] silver
   *[gold] gold
} from { $from } to { $to }
event-given-you = You give { $card } to { $to }
event-given-to-you = { $who } gives you { $card }
event-discarded-you = You discard { $card }
event-ring-you = You win the magic ring
event-ring-from-you = You take the magic ring from { $from }
event-ring-taken-from-you = { $who } takes the magic ring from you
event-ring_pick-you = You pick { $card } from the discard pile
event-ring_pick-nothing-you = You take nothing from the discard pile

## What the terminal accepts, and why it refuses an answer

term-words-help = or type { $words }
term-refuse-word = “{ $word }” is not a chest: type b (bronze), s (silver) or g (gold) with a value, e.g. g4
term-refuse-no-value = Which value on the { $chest ->
    [bronze] { -chest-bronze }
    [silver] { -chest-silver }
   *[gold] { -chest-gold }
}? Type it after the chest, e.g. { $example }
term-refuse-no-chest = On which chest? Type the chest before the value, e.g. g{ $value } for { $value } on gold
term-refuse-value = A die shows 1 to 6, not { $value }
term-refuse-two-dice = With two players you place both dice at once, on two different chests, e.g. b2 s5
term-refuse-one-die = You place one die only, e.g. g4
term-refuse-same-chest = Your two dice must go on different chests
term-refuse-place-now = You cannot place { $dice } now
term-refuse-place-not-now = You cannot place a die now: the dice are placed at the start of a round. Choose from the list, or type help
term-refuse-not-now = Not now: “{ $action }” is not one of the choices at this point. Choose from the list, or type help
