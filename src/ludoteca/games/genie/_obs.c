/* Genie's observation writer in C: `GenieEncoder.write_state` (encoder.py), number for
 * number, read from the engine state through the C API.
 *
 * The Python writer is the reference (tests/rl/test_fast_observation.py checks this one
 * against it and against the JSON view on thousands of positions). In Python, each of the
 * few hundred numbers an observation sets costs an attribute read, a dict look-up or a
 * memoryview store of its own, and the whole took longer than the engine's step; here it
 * is a pass over the state's lists. encoder.py builds `Writer(plan)` when this extension
 * was built (an optional one) and keeps its own writer otherwise: the plan (a dict) holds
 * every offset and per-card table, worked out there once.
 *
 * It reads what views.py shows and nothing else: every hand, the dice as the rules reveal
 * them, the claims, pile sizes, the wizards' depths and only this seat's peeked tops.
 */
#include "../../rl/_observation.h"

#define CHESTS 3
#define MAX_SEATS 5
#define MAX_CLASSES 64
#define MAX_COLOURS 8
#define MAX_METALS 8

/* offsets inside one seat's block (from the block's start) */
enum {
    B_PRESENT, B_CARDS, B_GEMS, B_SETS, B_TALISMANS, B_RING, B_PLACED, B_DICE,
    B_DECIDED, B_RUB, B_PASS, B_SCORE, B_SUMMONED, B_OFFENDER, B_WINNER, B_COUNT
};
static const char *BLOCK_KEYS[B_COUNT] = {
    "present", "cards", "gems", "sets", "talismans", "ring", "placed", "dice",
    "claim_decided", "claim_rub", "claim_pass", "score", "summoned", "offender", "winner"};

/* single offsets of the vector */
enum {
    O_ME, O_PLAYERS_AT, O_ROUND, O_PLACE, O_CLAIM, O_RESOLVE, O_OVER_PHASE, O_P_OFFENDER,
    O_P_CARD, O_P_WISH, O_TO_MOVE, O_SEAT0, O_STRIDE, O_LAMP_SIZE, O_LAMP, O_LAMP_WISH,
    O_DISCARD, O_WIZARDS_OUT, O_EXPLORE, O_EX_SEAT, O_EX_LIMIT, O_EX_DRAWN, O_EX_SCORP,
    O_CLOSING, O_OVER, O_COUNT
};
static const char *OFFSET_KEYS[O_COUNT] = {
    "me", "players_at", "round", "phase_place", "phase_claim", "phase_resolve",
    "phase_over", "prompt_offender", "prompt_card", "prompt_wish", "to_move", "seat0",
    "stride", "lamp_size", "lamp", "lamp_wish", "discard", "wizards_out", "explore",
    "explore_seat", "explore_limit", "explore_drawn", "explore_scorpions", "closing",
    "over"};

typedef struct {
    PyObject_HEAD
    Py_ssize_t size;
    int players;
    long at[O_COUNT];
    long block[B_COUNT];
    long chest_size[CHESTS], chest_known[CHESTS], ex_chest[CHESTS];
    long wizards[CHESTS];      /* each chest's wizard card */
    int ncards;
    int *code;                 /* each card's scoring class */
    int ncolours, nmetals, npieces, talisman, wizard, jewel, nclasses;
    long set_bonus[MAX_METALS];
    long majority, ring_bonus;
    PyObject *colour_index;    /* colour name -> index */
    PyObject *prompt_at;       /* prompt kind -> offset */
    float *low, *high;         /* each number's bounds: the call clips the whole vector */
    int ready;                 /* initialised (once: a writer's tables never change) */
} Writer;

/* attribute names, interned once */
static PyObject *s_hands, *s_talisman_on, *s_ring, *s_known_top, *s_piles, *s_discard,
    *s_wizards_out, *s_lamp, *s_lamp_current, *s_wish_no, *s_phase, *s_round, *s_to_move,
    *s_pending, *s_dice, *s_claims, *s_summoners, *s_offenders, *s_winners, *s_ex_seat,
    *s_ex_chest, *s_ex_limit, *s_ex_drawn, *s_ex_scorpions, *s_closing;
static PyObject *k_place, *k_claim, *k_resolve, *k_over, *k_penalty_take,
    *k_exchange_theirs, *k_give_to, *k_wish;

/* ------------------------------------------------------------------ reading the plan */

static int
Writer_init(Writer *self, PyObject *args, PyObject *kwds)
{
    PyObject *plan = obs_init_plan(args, self->ready);
    if (plan == NULL) {
        return -1;
    }
    long size, players, v;
    if (obs_plan_long(plan, "size", &size) < 0 || obs_plan_long(plan, "players", &players) < 0) {
        return -1;
    }
    if (players < 2 || players > MAX_SEATS) {
        PyErr_SetString(PyExc_ValueError, "players out of range");
        return -1;
    }
    self->size = size;
    self->players = (int)players;
    for (int i = 0; i < O_COUNT; i++) {
        if (obs_plan_long(plan, OFFSET_KEYS[i], &self->at[i]) < 0) {
            return -1;
        }
    }
    for (int i = 0; i < B_COUNT; i++) {
        char key[32];
        snprintf(key, sizeof key, "block_%s", BLOCK_KEYS[i]);
        if (obs_plan_long(plan, key, &self->block[i]) < 0) {
            return -1;
        }
    }
    if (obs_plan_longs(plan, "chest_size", self->chest_size, CHESTS, NULL) < 0
        || obs_plan_longs(plan, "chest_known", self->chest_known, CHESTS, NULL) < 0
        || obs_plan_longs(plan, "explore_chest", self->ex_chest, CHESTS, NULL) < 0
        || obs_plan_longs(plan, "wizards", self->wizards, CHESTS, NULL) < 0) {
        return -1;
    }
    PyObject *code = PyDict_GetItemString(plan, "code");
    if (code == NULL || !PyTuple_Check(code)) {
        PyErr_SetString(PyExc_KeyError, "the plan has no tuple code");
        return -1;
    }
    self->ncards = (int)PyTuple_GET_SIZE(code);
    PyMem_Free(self->code);
    self->code = PyMem_Calloc(self->ncards ? self->ncards : 1, sizeof(int));
    if (self->code == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    long ints[8];
    static const char *INT_KEYS[8] = {"colours", "metals", "pieces", "talisman_class",
                                      "wizard_class", "jewel_class", "classes", "majority"};
    for (int i = 0; i < 8; i++) {
        if (obs_plan_long(plan, INT_KEYS[i], &ints[i]) < 0) {
            return -1;
        }
    }
    self->ncolours = (int)ints[0];
    self->nmetals = (int)ints[1];
    self->npieces = (int)ints[2];
    self->talisman = (int)ints[3];
    self->wizard = (int)ints[4];
    self->jewel = (int)ints[5];
    self->nclasses = (int)ints[6];
    self->majority = ints[7];
    if (self->ncolours < 0 || self->ncolours > MAX_COLOURS || self->nmetals < 0
        || self->nmetals > MAX_METALS || self->nclasses > MAX_CLASSES || self->nclasses < 1
        || self->npieces < 0 || self->talisman < 0 || self->talisman >= self->nclasses
        || self->wizard < 0 || self->wizard >= self->nclasses || self->jewel < 0
        || self->jewel + (long)self->nmetals * self->npieces > self->nclasses) {
        PyErr_SetString(PyExc_ValueError, "too many colours, metals or card classes");
        return -1;
    }
    for (int i = 0; i < self->ncards; i++) {
        v = PyLong_AsLong(PyTuple_GET_ITEM(code, i));
        if (v == -1 && PyErr_Occurred()) {
            return -1;
        }
        if (v < 0 || v >= self->nclasses) {
            PyErr_SetString(PyExc_ValueError, "a card class out of range");
            return -1;
        }
        self->code[i] = (int)v;
    }
    if (obs_plan_longs(plan, "set_bonus", self->set_bonus, self->nmetals, NULL) < 0
        || obs_plan_long(plan, "ring_bonus", &self->ring_bonus) < 0) {
        return -1;
    }
    PyObject *colour_index = PyDict_GetItemString(plan, "colour_index");
    PyObject *prompt_at = PyDict_GetItemString(plan, "prompt_at");
    if (colour_index == NULL || !PyDict_Check(colour_index) || prompt_at == NULL
        || !PyDict_Check(prompt_at)) {
        PyErr_SetString(PyExc_KeyError, "the plan has no colour_index or prompt_at dict");
        return -1;
    }
    Py_ssize_t pos = 0;
    PyObject *key, *index;
    while (PyDict_Next(colour_index, &pos, &key, &index)) {  /* counts[index] below */
        if (!PyLong_Check(index) || PyLong_AsLong(index) < 0
            || PyLong_AsLong(index) >= self->ncolours) {
            PyErr_SetString(PyExc_ValueError, "plan colour_index: an index out of range");
            return -1;
        }
    }
    if (obs_plan_bounds(plan, size, &self->low, &self->high) < 0) {
        return -1;
    }
    Py_INCREF(colour_index);
    Py_XSETREF(self->colour_index, colour_index);
    Py_INCREF(prompt_at);
    Py_XSETREF(self->prompt_at, prompt_at);
    self->ready = 1;
    return 0;
}

static void
Writer_dealloc(Writer *self)
{
    PyMem_Free(self->code);
    PyMem_Free(self->low);
    PyMem_Free(self->high);
    Py_XDECREF(self->colour_index);
    Py_XDECREF(self->prompt_at);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* ------------------------------------------------------------------ the state */

/* a list attribute (a new reference), or a jump to `fail` */
#define LIST_ATTR(state, name, into)                                            \
    do {                                                                        \
        (into) = PyObject_GetAttr(state, name);                                 \
        if ((into) == NULL) goto fail;                                          \
        if (!PyList_Check(into)) {                                              \
            PyErr_Format(PyExc_TypeError, "state.%U is not a list", name);      \
            goto fail;                                                          \
        }                                                                       \
    } while (0)

/* a C long of an int attribute (None reads as `none`) */
static int
long_attr(PyObject *state, PyObject *name, long none, long *out)
{
    PyObject *v = PyObject_GetAttr(state, name);
    if (v == NULL) {
        return -1;
    }
    int failed = 0;
    if (v == Py_None) {
        *out = none;
    } else {
        failed = obs_long(v, out);
    }
    Py_DECREF(v);
    return failed;
}

static int
truth_attr(PyObject *state, PyObject *name)
{
    PyObject *v = PyObject_GetAttr(state, name);
    if (v == NULL) {
        return -1;
    }
    int truth = obs_truth(v);
    Py_DECREF(v);
    return truth;
}

static int
same(PyObject *a, PyObject *b)
{
    return a == b || (PyUnicode_Check(a) && PyUnicode_Compare(a, b) == 0);
}

/* ------------------------------------------------------------------ the writer */


static PyObject *
Writer_call(Writer *self, PyObject *args, PyObject *kwds)
{
    if (!self->ready) {
        PyErr_SetString(PyExc_RuntimeError, "the Writer was not initialised");
        return NULL;
    }
    PyObject *state, *buffer;
    int seat;
    Py_buffer view;
    const int players = self->players;
    if (obs_arguments(args, kwds, self->size, players, &state, &seat, &buffer, &view) < 0) {
        return NULL;
    }
    PyObject *hands = NULL, *talisman_on = NULL, *known_all = NULL, *piles = NULL,
             *discard = NULL, *wizards_out = NULL, *lamp = NULL, *phase = NULL,
             *to_move = NULL, *pending = NULL, *dice = NULL, *claims = NULL,
             *summoners = NULL, *offenders = NULL, *winners = NULL, *ex_drawn = NULL;
    PyObject *result = NULL;
    float *out = (float *)view.buf;
    const Py_ssize_t size = self->size;
    const long *at = self->at, *blk = self->block;
    const long seat0 = at[O_SEAT0], stride = at[O_STRIDE];
    int rel[MAX_SEATS];
    for (int s = 0; s < players; s++) {
        rel[s] = (s - seat + players) % players;
    }
#define BLOCK(s, field) (seat0 + rel[s] * stride + blk[field])

    /* --- every seat's block: cards, gems, sets, talismans, ring, score (scoring.py) */
    LIST_ATTR(state, s_hands, hands);
    talisman_on = PyObject_GetAttr(state, s_talisman_on);
    if (talisman_on == NULL) goto fail;
    if (!PyDict_Check(talisman_on)) {
        PyErr_SetString(PyExc_TypeError, "state.talisman_on is not a dict");
        goto fail;
    }
    long ring;
    if (long_attr(state, s_ring, -1, &ring) < 0) goto fail;
    if (PyList_GET_SIZE(hands) != players) {
        PyErr_SetString(PyExc_ValueError, "state.hands is not one hand per seat");
        goto fail;
    }
    long gems[MAX_SEATS][MAX_COLOURS];
    long points[MAX_SEATS];
    const int ncol = self->ncolours;
    for (int s = 0; s < players; s++) {
        PyObject *hand = PyList_GET_ITEM(hands, s);
        if (!PyList_Check(hand)) {
            PyErr_SetString(PyExc_TypeError, "a hand is not a list");
            goto fail;
        }
        int counts[MAX_CLASSES] = {0};
        long placed[MAX_COLOURS + 1] = {0};
        Py_ssize_t n = PyList_GET_SIZE(hand);
        OBS_PUT(BLOCK(s, B_PRESENT), 1);
        for (Py_ssize_t k = 0; k < n; k++) {
            PyObject *item = PyList_GET_ITEM(hand, k);
            long c;
            OBS_LONG_OF(item, c);
            if (c < 0 || c >= self->ncards) {
                PyErr_Format(PyExc_ValueError, "card %ld out of range", c);
                goto fail;
            }
            OBS_PUT(BLOCK(s, B_CARDS) + c, 1);
            int cls = self->code[c];
            counts[cls]++;
            if (cls == self->talisman) {
                /* counts for its colour when placed (scoring.gem_counts); placed[ncol]:
                   not on a colour */
                PyObject *on = obs_lookup(talisman_on, item);
                if (on == NULL && PyErr_Occurred()) goto fail;
                long colour = ncol;
                if (on != NULL && on != Py_None) {
                    PyObject *index = obs_lookup(self->colour_index, on);
                    if (index == NULL) {
                        if (!PyErr_Occurred()) {
                            PyErr_Format(PyExc_ValueError, "unknown colour %R", on);
                        }
                        goto fail;
                    }
                    OBS_LONG_OF(index, colour);
                    counts[colour]++;
                }
                placed[colour]++;
            }
        }
        if (counts[self->talisman]) {
            for (int k = 0; k <= ncol; k++) {
                OBS_PUT(BLOCK(s, B_TALISMANS) + k, placed[k]);
            }
        }
        for (int k = 0; k < ncol; k++) {
            gems[s][k] = counts[k];
            if (counts[k]) {
                OBS_PUT(BLOCK(s, B_GEMS) + k, counts[k]);
            }
        }
        long score = (long)n - counts[self->wizard];
        const int jewel = self->jewel, npieces = self->npieces;
        for (int m = 0; m < self->nmetals; m++) {  /* complete sets: the rarest piece */
            int least = -1;
            for (int p = 0; p < npieces; p++) {
                int held = counts[jewel + m * npieces + p];
                if (least < 0 || held < least) {
                    least = held;
                }
            }
            if (least > 0) {
                OBS_PUT(BLOCK(s, B_SETS) + m, least);
                score += least * self->set_bonus[m];
            }
        }
        points[s] = score;
    }
    for (int k = 0; k < ncol; k++) {  /* a colour's majority: its one strict most, above 0 */
        long most = 0;
        int owner = -1;
        for (int s = 0; s < players; s++) {
            if (gems[s][k] > most) {
                most = gems[s][k];
                owner = s;
            } else if (gems[s][k] == most) {
                owner = -1;
            }
        }
        if (owner >= 0) {
            points[owner] += self->majority;
        }
    }
    for (int s = 0; s < players; s++) {
        if (ring == s) {
            points[s] += self->ring_bonus;
            OBS_PUT(BLOCK(s, B_RING), 1);
        }
        OBS_PUT(BLOCK(s, B_SCORE), points[s]);
    }

    /* --- the chests, the lamp, the discard pile, the wizards drawn */
    LIST_ATTR(state, s_known_top, known_all);
    LIST_ATTR(state, s_piles, piles);
    if (PyList_GET_SIZE(known_all) != players || PyList_GET_SIZE(piles) != CHESTS) {
        PyErr_SetString(PyExc_ValueError, "state.known_top or state.piles is malformed");
        goto fail;
    }
    PyObject *known = PyList_GET_ITEM(known_all, seat);
    if (!PyList_Check(known) || PyList_GET_SIZE(known) != CHESTS) {
        PyErr_SetString(PyExc_ValueError, "state.known_top[seat] is malformed");
        goto fail;
    }
    for (int c = 0; c < CHESTS; c++) {
        PyObject *pile = PyList_GET_ITEM(piles, c);
        if (!PyList_Check(pile)) {
            PyErr_SetString(PyExc_TypeError, "a pile is not a list");
            goto fail;
        }
        Py_ssize_t n = PyList_GET_SIZE(pile);
        long base = self->chest_size[c];
        OBS_PUT(base, n);
        for (Py_ssize_t k = 0; k < n; k++) {  /* pile.index(wizard) */
            long x;
            OBS_LONG_OF(PyList_GET_ITEM(pile, k), x);
            if (x == self->wizards[c]) {
                OBS_PUT(base + 1, 1);
                OBS_PUT(base + 2, n - 1 - k);
                break;
            }
        }
        long peeked;
        OBS_LONG_OF(PyList_GET_ITEM(known, c), peeked);
        if (peeked > 0) {  /* pile[n - peeked:], top first: 1 = top */
            Py_ssize_t start = n - peeked;
            if (start < 0) {  /* Python's slice of a negative start */
                start = start + n < 0 ? 0 : start + n;
            }
            for (Py_ssize_t k = n - 1, place = 1; k >= start; k--, place++) {
                long x;
                OBS_LONG_OF(PyList_GET_ITEM(pile, k), x);
                OBS_PUT(self->chest_known[c] + x, place);
            }
        }
    }
    LIST_ATTR(state, s_lamp, lamp);
    OBS_PUT(at[O_LAMP_SIZE], PyList_GET_SIZE(lamp));
    long lamp_current, wish_no;
    if (long_attr(state, s_lamp_current, -1, &lamp_current) < 0
        || long_attr(state, s_wish_no, 0, &wish_no) < 0) goto fail;
    if (lamp_current >= 0) {
        OBS_PUT(at[O_LAMP] + lamp_current, 1);
        OBS_PUT(at[O_LAMP_WISH], wish_no);
    }
    LIST_ATTR(state, s_discard, discard);
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(discard); k++) {
        long x;
        OBS_LONG_OF(PyList_GET_ITEM(discard, k), x);
        OBS_PUT(at[O_DISCARD] + x, 1);
    }
    LIST_ATTR(state, s_wizards_out, wizards_out);
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(wizards_out); k++) {
        long x;
        OBS_LONG_OF(PyList_GET_ITEM(wizards_out, k), x);
        for (int c = 0; c < CHESTS; c++) {
            if (x == self->wizards[c]) {
                OBS_PUT(at[O_WIZARDS_OUT] + c, 1);
                break;
            }
        }
    }

    /* --- the seat, round, phase, who decides and what this seat is asked */
    OBS_PUT(at[O_ME] + seat, 1);
    OBS_PUT(at[O_PLAYERS_AT], 1);
    long round;
    if (long_attr(state, s_round, 0, &round) < 0) goto fail;
    OBS_PUT(at[O_ROUND], round);
    phase = PyObject_GetAttr(state, s_phase);
    if (phase == NULL) goto fail;
    int is_place = same(phase, k_place), is_claim = same(phase, k_claim);
    int is_over = same(phase, k_over);
    if (is_place) {
        OBS_PUT(at[O_PLACE], 1);
    } else if (is_claim) {
        OBS_PUT(at[O_CLAIM], 1);
    } else if (same(phase, k_resolve)) {
        OBS_PUT(at[O_RESOLVE], 1);
    } else if (is_over) {
        OBS_PUT(at[O_OVER_PHASE], 1);
    } else {
        PyErr_Format(PyExc_ValueError, "unknown phase %R", phase);
        goto fail;
    }
    to_move = PyObject_CallMethodNoArgs(state, s_to_move);
    if (to_move == NULL) goto fail;
    if (!PyTuple_Check(to_move)) {
        PyErr_SetString(PyExc_TypeError, "to_move() is not a tuple");
        goto fail;
    }
    int asked = 0;
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(to_move); k++) {
        int s = obs_seat(PyTuple_GET_ITEM(to_move, k), players);
        if (s < 0) goto fail;
        OBS_PUT(at[O_TO_MOVE] + rel[s], 1);
        asked |= s == seat;
    }
    if (asked) {  /* views._prompt */
        PyObject *kind = phase;
        if (!is_place && !is_claim) {
            pending = PyObject_GetAttr(state, s_pending);
            if (pending == NULL) goto fail;
            if (!PyTuple_Check(pending) || PyTuple_GET_SIZE(pending) < 2) {
                PyErr_SetString(PyExc_ValueError, "state.pending is malformed");
                goto fail;
            }
            kind = PyTuple_GET_ITEM(pending, 0);
            PyObject *about = PyTuple_GET_SIZE(pending) > 2 ? PyTuple_GET_ITEM(pending, 2)
                                                             : Py_None;
            if (same(kind, k_penalty_take)) {
                if (about != Py_None) {
                    int s = obs_seat(about, players);
                    if (s < 0) goto fail;
                    OBS_PUT(at[O_P_OFFENDER] + rel[s], 1);
                }
            } else if (same(kind, k_exchange_theirs) || same(kind, k_give_to)) {
                long card;  /* card ids are their positions in content.cards */
                OBS_LONG_OF(about, card);
                OBS_PUT(at[O_P_CARD] + card, 1);
            } else if (same(kind, k_wish)) {
                OBS_PUT(at[O_P_WISH], wish_no);
            }
        }
        PyObject *where = obs_lookup(self->prompt_at, kind);
        if (where == NULL || where == Py_None) {
            if (!PyErr_Occurred()) {
                PyErr_Format(PyExc_ValueError, "no prompt field for %R", kind);
            }
            goto fail;
        }
        long index;
        OBS_LONG_OF(where, index);
        OBS_PUT(index, 1);
    }

    /* --- dice and claims as the rules show them (views._seat_public) */
    LIST_ATTR(state, s_dice, dice);
    LIST_ATTR(state, s_claims, claims);
    if (PyList_GET_SIZE(dice) != players || PyList_GET_SIZE(claims) != players) {
        PyErr_SetString(PyExc_ValueError, "state.dice or state.claims is malformed");
        goto fail;
    }
    int revealed = !is_place;
    for (int s = 0; s < players; s++) {
        PyObject *die = PyList_GET_ITEM(dice, s);
        if (die != Py_None) {
            OBS_PUT(BLOCK(s, B_PLACED), 1);
            if (revealed || s == seat) {
                PyObject *pairs = PySequence_Fast(die, "a seat's dice are not a sequence");
                if (pairs == NULL) goto fail;
                for (Py_ssize_t k = 0; k < PySequence_Fast_GET_SIZE(pairs); k++) {
                    PyObject *pair = PySequence_Fast_GET_ITEM(pairs, k);
                    long chest, value;
                    if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
                        Py_DECREF(pairs);
                        PyErr_SetString(PyExc_ValueError, "a die is not (chest, value)");
                        goto fail;
                    }
                    if (obs_long(PyTuple_GET_ITEM(pair, 0), &chest) < 0
                        || obs_long(PyTuple_GET_ITEM(pair, 1), &value) < 0
                        || chest < 0 || chest >= CHESTS) {
                        Py_DECREF(pairs);
                        if (!PyErr_Occurred()) {
                            PyErr_SetString(PyExc_ValueError, "a die's chest out of range");
                        }
                        goto fail;
                    }
                    Py_ssize_t i_ = BLOCK(s, B_DICE) + chest;
                    if (i_ < 0 || i_ >= size) {
                        Py_DECREF(pairs);
                        PyErr_SetString(PyExc_IndexError, "observation index out of range");
                        goto fail;
                    }
                    out[i_] = (float)value;
                }
                Py_DECREF(pairs);
            }
        }
        if (revealed) {
            PyObject *claim = PyList_GET_ITEM(claims, s);
            if (claim != Py_None) {
                int truth = obs_truth(claim);
                if (truth < 0) goto fail;
                OBS_PUT(BLOCK(s, (is_claim && s != seat) ? B_DECIDED : truth ? B_RUB : B_PASS), 1);
            }
        }
    }
    LIST_ATTR(state, s_summoners, summoners);
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(summoners); k++) {
        PyObject *pair = PyList_GET_ITEM(summoners, k);
        if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
            PyErr_SetString(PyExc_ValueError, "a summoner is not (seat, value)");
            goto fail;
        }
        int s = obs_seat(PyTuple_GET_ITEM(pair, 0), players);
        long value;
        if (s < 0) goto fail;
        OBS_LONG_OF(PyTuple_GET_ITEM(pair, 1), value);
        OBS_PUT(BLOCK(s, B_SUMMONED), value);
    }
    LIST_ATTR(state, s_offenders, offenders);
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(offenders); k++) {
        int s = obs_seat(PyList_GET_ITEM(offenders, k), players);
        if (s < 0) goto fail;
        OBS_PUT(BLOCK(s, B_OFFENDER), 1);
    }
    if (is_over) {
        winners = PyObject_CallMethodNoArgs(state, s_winners);
        if (winners == NULL) goto fail;
        PyObject *fast = PySequence_Fast(winners, "winners() is not a sequence");
        if (fast == NULL) goto fail;
        Py_SETREF(winners, fast);
        for (Py_ssize_t k = 0; k < PySequence_Fast_GET_SIZE(winners); k++) {
            int s = obs_seat(PySequence_Fast_GET_ITEM(winners, k), players);
            if (s < 0) goto fail;
            OBS_PUT(BLOCK(s, B_WINNER), 1);
        }
        OBS_PUT(at[O_OVER], 1);
    }

    /* --- an exploration under way, the last round */
    long ex_seat;
    if (long_attr(state, s_ex_seat, -1, &ex_seat) < 0) goto fail;
    if (ex_seat >= 0) {
        long ex_chest, limit, scorpions;
        if (ex_seat >= players) {
            PyErr_SetString(PyExc_ValueError, "state.ex_seat out of range");
            goto fail;
        }
        if (long_attr(state, s_ex_chest, -1, &ex_chest) < 0
            || long_attr(state, s_ex_limit, 0, &limit) < 0
            || long_attr(state, s_ex_scorpions, 0, &scorpions) < 0) goto fail;
        if (ex_chest < 0 || ex_chest >= CHESTS) {
            PyErr_SetString(PyExc_ValueError, "state.ex_chest out of range");
            goto fail;
        }
        OBS_PUT(at[O_EXPLORE], 1);
        OBS_PUT(self->ex_chest[ex_chest], 1);
        OBS_PUT(at[O_EX_SEAT] + rel[ex_seat], 1);
        OBS_PUT(at[O_EX_LIMIT], limit);
        LIST_ATTR(state, s_ex_drawn, ex_drawn);
        for (Py_ssize_t k = 0; k < PyList_GET_SIZE(ex_drawn); k++) {
            long x;
            OBS_LONG_OF(PyList_GET_ITEM(ex_drawn, k), x);
            OBS_PUT(at[O_EX_DRAWN] + x, 1);
        }
        OBS_PUT(at[O_EX_SCORP], scorpions);
    }
    int closing = truth_attr(state, s_closing);
    if (closing < 0) goto fail;
    if (closing) {
        OBS_PUT(at[O_CLOSING], 1);
    }
#undef BLOCK
    obs_clip(out, self->low, self->high, size);
    result = Py_None;
    Py_INCREF(result);
fail:
    Py_XDECREF(hands);
    Py_XDECREF(talisman_on);
    Py_XDECREF(known_all);
    Py_XDECREF(piles);
    Py_XDECREF(discard);
    Py_XDECREF(wizards_out);
    Py_XDECREF(lamp);
    Py_XDECREF(phase);
    Py_XDECREF(to_move);
    Py_XDECREF(pending);
    Py_XDECREF(dice);
    Py_XDECREF(claims);
    Py_XDECREF(summoners);
    Py_XDECREF(offenders);
    Py_XDECREF(winners);
    Py_XDECREF(ex_drawn);
    PyBuffer_Release(&view);
    return result;
}

static PyTypeObject WriterType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "ludoteca.games.genie._obs.Writer",
    .tp_doc = "Writer(plan)(state, seat, out): GenieEncoder.write_state in C.",
    .tp_basicsize = sizeof(Writer),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Writer_init,
    .tp_dealloc = (destructor)Writer_dealloc,
    .tp_call = (ternaryfunc)Writer_call,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_obs", "Genie's observation writer in C (encoder.py).", -1,
};

PyMODINIT_FUNC
PyInit__obs(void)
{
    PyObject **const vars[] = {
        &s_hands, &s_talisman_on, &s_ring, &s_known_top, &s_piles, &s_discard,
        &s_wizards_out, &s_lamp, &s_lamp_current, &s_wish_no, &s_phase, &s_round,
        &s_to_move, &s_pending, &s_dice, &s_claims, &s_summoners, &s_offenders, &s_winners,
        &s_ex_seat, &s_ex_chest, &s_ex_limit, &s_ex_drawn, &s_ex_scorpions, &s_closing,
        &k_place, &k_claim, &k_resolve, &k_over, &k_penalty_take, &k_exchange_theirs,
        &k_give_to, &k_wish};
    static const char *const names[] = {
        "hands", "talisman_on", "ring", "known_top", "piles", "discard", "wizards_out",
        "lamp", "lamp_current", "wish_no", "phase", "round", "to_move", "pending", "dice",
        "claims", "summoners", "offenders", "winners", "ex_seat", "ex_chest", "ex_limit",
        "ex_drawn", "ex_scorpions", "closing", "place", "claim", "resolve", "over",
        "penalty_take", "exchange_theirs", "give_to", "wish"};
    Py_BUILD_ASSERT(sizeof vars / sizeof vars[0] == sizeof names / sizeof names[0]);
    if (obs_intern(vars, names, (int)(sizeof names / sizeof names[0])) < 0) {
        return NULL;
    }
    return obs_module(&module, &WriterType);
}
