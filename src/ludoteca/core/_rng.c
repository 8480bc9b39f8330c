/* The SplitMix64 generator of core/rng.py in C: the same stream, draw for draw.
 *
 * Every engine, bot and runner draws from it at nearly every step; in Python each draw is
 * about a dozen operations on 64-bit integers, each a new object (about 0.4 us a draw).
 * Here a draw is a few machine instructions. rng.py uses this type when it was built
 * (an optional extension: without a compiler the Python class serves, unchanged) and keeps
 * its own class as the reference the tests compare this one with.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#define GOLDEN 0x9E3779B97F4A7C15ULL

typedef struct {
    PyObject_HEAD
    uint64_t state;
} CoreObject;

static inline uint64_t
mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline uint64_t
next64(CoreObject *self)
{
    self->state += GOLDEN;
    return mix(self->state);
}

/* A draw in [0, n) without modulo bias; `whole` is n == 2**64 (n itself is then 0). */
static inline uint64_t
draw_below(CoreObject *self, uint64_t n, int whole)
{
    if (whole) {
        return next64(self);
    }
    /* 2**64 % n, as (2**64 - n) % n; the accepted values are those below 2**64 minus it */
    uint64_t tail = (0 - n) % n;
    uint64_t limit = 0 - tail;  /* tail == 0 (n a power of two): every value accepted */
    for (;;) {
        uint64_t z = next64(self);
        if (tail == 0 || z < limit) {
            return z % n;
        }
    }
}

static PyObject *two_64;  /* 2**64, the one bound above 64 bits (made at import) */

/* A bound from Python: 1 <= n <= 2**64, as rng.py's `_limit` refuses with ValueError. */
static int
read_bound(PyObject *arg, uint64_t *n, int *whole)
{
    if (!PyLong_Check(arg)) {
        PyErr_Format(PyExc_TypeError, "a bound is an integer, got %R", arg);
        return -1;
    }
    *whole = 0;
    *n = PyLong_AsUnsignedLongLong(arg);
    if (*n == (uint64_t)-1 && PyErr_Occurred()) {
        if (!PyErr_ExceptionMatches(PyExc_OverflowError)) {
            return -1;
        }
        PyErr_Clear();  /* negative, or 2**64 and above */
        int equal = PyObject_RichCompareBool(arg, two_64, Py_EQ);
        if (equal < 0) {
            return -1;
        }
        if (equal) {
            *n = 0;
            *whole = 1;
            return 0;
        }
    }
    else if (*n != 0) {
        return 0;
    }
    PyErr_SetString(PyExc_ValueError, "below() needs a bound between 1 and 2**64");
    return -1;
}

static int
Core_init(CoreObject *self, PyObject *args, PyObject *kwds)
{
    static char *names[] = {"seed", NULL};
    PyObject *seed = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O:Rng", names, &seed)) {
        return -1;
    }
    if (seed == NULL) {
        self->state = 0;
        return 0;
    }
    if (!PyLong_Check(seed)) {
        PyErr_Format(PyExc_TypeError, "a seed is an integer, got %R", seed);
        return -1;
    }
    /* seed & (2**64 - 1), negative seeds included */
    uint64_t value = PyLong_AsUnsignedLongLongMask(seed);
    if (value == (uint64_t)-1 && PyErr_Occurred()) {
        return -1;
    }
    self->state = value;
    return 0;
}

static PyObject *
Core_get_state(CoreObject *self, void *closure)
{
    return PyLong_FromUnsignedLongLong(self->state);
}

static int
Core_set_state(CoreObject *self, PyObject *value, void *closure)
{
    if (value == NULL || !PyLong_Check(value)) {
        PyErr_SetString(PyExc_TypeError, "the state is an integer");
        return -1;
    }
    uint64_t state = PyLong_AsUnsignedLongLongMask(value);
    if (state == (uint64_t)-1 && PyErr_Occurred()) {
        return -1;
    }
    self->state = state;
    return 0;
}

static PyObject *
Core_next64(CoreObject *self, PyObject *unused)
{
    return PyLong_FromUnsignedLongLong(next64(self));
}

static PyObject *
Core_below(CoreObject *self, PyObject *arg)
{
    uint64_t n;
    int whole;
    if (read_bound(arg, &n, &whole) < 0) {
        return NULL;
    }
    return PyLong_FromUnsignedLongLong(draw_below(self, n, whole));
}

static PyObject *
Core_rolls(CoreObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "rolls(count, sides) takes two arguments");
        return NULL;
    }
    Py_ssize_t count = PyNumber_AsSsize_t(args[0], PyExc_OverflowError);
    if (count == -1 && PyErr_Occurred()) {
        return NULL;
    }
    uint64_t sides;
    int whole;
    if (read_bound(args[1], &sides, &whole) < 0) {
        return NULL;
    }
    if (count < 0) {
        count = 0;
    }
    PyObject *out = PyList_New(count);
    if (out == NULL) {
        return NULL;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *v = PyLong_FromUnsignedLongLong(draw_below(self, sides, whole));
        if (v == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, v);
    }
    return out;
}

static PyObject *
Core_random(CoreObject *self, PyObject *unused)
{
    return PyFloat_FromDouble((double)(next64(self) >> 11) * (1.0 / 9007199254740992.0));
}

static PyObject *
Core_choice(CoreObject *self, PyObject *seq)
{
    Py_ssize_t size = PySequence_Size(seq);
    if (size < 0) {
        return NULL;
    }
    if (size == 0) {
        PyErr_SetString(PyExc_ValueError, "below() needs a bound between 1 and 2**64");
        return NULL;
    }
    return PySequence_GetItem(seq, (Py_ssize_t)draw_below(self, (uint64_t)size, 0));
}

static PyObject *
Core_shuffle(CoreObject *self, PyObject *seq)
{
    Py_ssize_t size = PySequence_Size(seq);
    if (size < 0) {
        return NULL;
    }
    for (Py_ssize_t i = size - 1; i > 0; i--) {
        Py_ssize_t j = (Py_ssize_t)draw_below(self, (uint64_t)i + 1, 0);
        if (PyList_CheckExact(seq)) {  /* the usual case: swap in place */
            PyObject **items = ((PyListObject *)seq)->ob_item;
            PyObject *tmp = items[i];
            items[i] = items[j];
            items[j] = tmp;
            continue;
        }
        PyObject *a = PySequence_GetItem(seq, i);
        PyObject *b = a ? PySequence_GetItem(seq, j) : NULL;
        int failed = (a == NULL || b == NULL || PySequence_SetItem(seq, i, b) < 0
                      || PySequence_SetItem(seq, j, a) < 0);
        Py_XDECREF(a);
        Py_XDECREF(b);
        if (failed) {
            return NULL;
        }
    }
    Py_RETURN_NONE;
}

static PyObject *
Core_copy(CoreObject *self, PyObject *unused)
{
    PyTypeObject *type = Py_TYPE(self);
    CoreObject *copy = (CoreObject *)type->tp_alloc(type, 0);
    if (copy != NULL) {
        copy->state = self->state;
    }
    return (PyObject *)copy;
}

static PyObject *
Core_reduce(CoreObject *self, PyObject *unused)
{
    return Py_BuildValue("(O(K))", (PyObject *)Py_TYPE(self),
                         (unsigned long long)self->state);
}

static PyMethodDef Core_methods[] = {
    {"next64", (PyCFunction)Core_next64, METH_NOARGS, "The next raw 64-bit output."},
    {"below", (PyCFunction)Core_below, METH_O,
     "Uniform integer in [0, n), without modulo bias."},
    {"rolls", (PyCFunction)(void (*)(void))Core_rolls, METH_FASTCALL,
     "`count` draws of below(sides), in one call."},
    {"random", (PyCFunction)Core_random, METH_NOARGS, "A float in [0, 1)."},
    {"choice", (PyCFunction)Core_choice, METH_O, "One item of a non-empty sequence."},
    {"shuffle", (PyCFunction)Core_shuffle, METH_O, "Shuffle a sequence in place."},
    {"copy", (PyCFunction)Core_copy, METH_NOARGS, "A generator at the same point."},
    {"__reduce__", (PyCFunction)Core_reduce, METH_NOARGS, NULL},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Core_getset[] = {
    {"state", (getter)Core_get_state, (setter)Core_set_state,
     "The whole state: one 64-bit integer.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "ludoteca.core._rng.Core",
    .tp_basicsize = sizeof(CoreObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_doc = "SplitMix64, the stream of core/rng.py's Rng.",
    .tp_methods = Core_methods,
    .tp_getset = Core_getset,
    .tp_init = (initproc)Core_init,
    .tp_new = PyType_GenericNew,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_rng", "SplitMix64 in C (see core/rng.py).", -1, NULL,
};

PyMODINIT_FUNC
PyInit__rng(void)
{
    if (PyType_Ready(&CoreType) < 0) {
        return NULL;
    }
    if (two_64 == NULL) {
        PyObject *one = PyLong_FromLong(1), *shift = PyLong_FromLong(64);
        two_64 = (one && shift) ? PyNumber_Lshift(one, shift) : NULL;
        Py_XDECREF(one);
        Py_XDECREF(shift);
        if (two_64 == NULL) {
            return NULL;
        }
    }
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) {
        return NULL;
    }
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
