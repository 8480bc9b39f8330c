/* What the games' compiled observation writers share (`_obs.c` in a game's folder, each
 * an optional C extension: rl/layout.py `native_writer`, docs/architecture.md "RL
 * adapters"): reading the plan the Python encoder hands over, the output vector's buffer,
 * bounds-checked stores, clipping to the fields' bounds, the module's set-up.
 *
 * A writer includes it as "../../rl/_observation.h" (a path from its own folder). Every
 * function is `static inline`: each extension gets its own copy, and one that uses only
 * some of them is not warned about the rest.
 */
#ifndef LUDOTECA_RL_OBSERVATION_H
#define LUDOTECA_RL_OBSERVATION_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

/* ------------------------------------------------------------------ the plan */

/* a writer's __init__ arguments: its plan (a dict, borrowed), or NULL with TypeError once
   the writer is initialised (its tables stay put: a call keeps pointers into them) */
static inline PyObject *
obs_init_plan(PyObject *args, int initialised)
{
    PyObject *plan;
    if (initialised) {
        PyErr_SetString(PyExc_TypeError, "a Writer is initialised once");
        return NULL;
    }
    return PyArg_ParseTuple(args, "O!", &PyDict_Type, &plan) ? plan : NULL;
}

/* plan[key] (borrowed), or NULL with KeyError */
static inline PyObject *
obs_plan_item(PyObject *plan, const char *key)
{
    PyObject *v = PyDict_GetItemString(plan, key);
    if (v == NULL) {
        PyErr_Format(PyExc_KeyError, "the plan has no %s", key);
    }
    return v;
}

/* plan[key], an int, as a C long */
static inline int
obs_plan_long(PyObject *plan, const char *key, long *out)
{
    PyObject *v = obs_plan_item(plan, key);
    if (v == NULL) {
        return -1;
    }
    *out = PyLong_AsLong(v);
    return (*out == -1 && PyErr_Occurred()) ? -1 : 0;
}

/* plan[key], a tuple of ints, into out[]: exactly `n` of them, or (with `count`) at most
   `n`, `*count` getting how many */
static inline int
obs_plan_longs(PyObject *plan, const char *key, long *out, Py_ssize_t n, Py_ssize_t *count)
{
    PyObject *v = obs_plan_item(plan, key);
    if (v == NULL) {
        return -1;
    }
    if (!PyTuple_Check(v)) {
        PyErr_Format(PyExc_TypeError, "plan %s: not a tuple", key);
        return -1;
    }
    Py_ssize_t len = PyTuple_GET_SIZE(v);
    if (count == NULL ? len != n : len > n) {
        PyErr_Format(PyExc_ValueError, "plan %s: %zd numbers, expected %zd", key, len, n);
        return -1;
    }
    for (Py_ssize_t i = 0; i < len; i++) {
        out[i] = PyLong_AsLong(PyTuple_GET_ITEM(v, i));
        if (out[i] == -1 && PyErr_Occurred()) {
            return -1;
        }
    }
    if (count != NULL) {
        *count = len;
    }
    return 0;
}

/* plan["low"] and plan["high"] (float32 bytes of the vector's size: `Encoder.low.tobytes()`)
   into fresh memory, replacing *low and *high */
static inline int
obs_plan_bounds(PyObject *plan, Py_ssize_t size, float **low, float **high)
{
    static const char *KEYS[2] = {"low", "high"};
    float *made[2] = {NULL, NULL};
    for (int b = 0; b < 2; b++) {
        PyObject *v = PyDict_GetItemString(plan, KEYS[b]);
        if (v == NULL || !PyBytes_Check(v) || PyBytes_GET_SIZE(v) != size * 4) {
            PyMem_Free(made[0]);
            PyErr_Format(PyExc_ValueError, "plan %s: not float32 bytes of the vector's size",
                         KEYS[b]);
            return -1;
        }
        made[b] = PyMem_Malloc(size ? size * 4 : 1);
        if (made[b] == NULL) {
            PyMem_Free(made[0]);
            PyErr_NoMemory();
            return -1;
        }
        memcpy(made[b], PyBytes_AS_STRING(v), size * 4);
    }
    PyMem_Free(*low);
    PyMem_Free(*high);
    *low = made[0];
    *high = made[1];
    return 0;
}

/* ------------------------------------------------------------------ the vector */

/* The writer's arguments (state, seat, out) with `out` as a writable float32 vector of
   `size` numbers in `view` (released by the caller once 0 is returned) and `seat` below
   `players`; -1 with the exception set otherwise. */
static inline int
obs_arguments(PyObject *args, PyObject *kwds, Py_ssize_t size, int players,
              PyObject **state, int *seat, PyObject **buffer, Py_buffer *view)
{
    if (kwds != NULL && PyDict_GET_SIZE(kwds)) {
        PyErr_SetString(PyExc_TypeError, "a writer takes no keyword arguments");
        return -1;
    }
    if (!PyArg_ParseTuple(args, "OiO", state, seat, buffer)) {
        return -1;
    }
    if (*seat < 0 || *seat >= players) {
        PyErr_Format(PyExc_ValueError, "seat %d out of range", *seat);
        return -1;
    }
    if (PyObject_GetBuffer(*buffer, view, PyBUF_WRITABLE | PyBUF_FORMAT | PyBUF_C_CONTIGUOUS)
        < 0) {
        return -1;
    }
    if (view->itemsize != 4 || view->format == NULL || strcmp(view->format, "f") != 0
        || view->len / 4 != size) {
        PyBuffer_Release(view);
        PyErr_Format(PyExc_ValueError, "the output is not a float32 vector of %zd", size);
        return -1;
    }
    return 0;
}

/* out[i] += value, refused (IndexError, -1) outside the vector: for helpers that count
   into it away from a writer's `fail` label */
static inline int
obs_add_at(float *out, Py_ssize_t size, Py_ssize_t i, float value)
{
    if (i < 0 || i >= size) {
        PyErr_Format(PyExc_IndexError, "observation index %zd outside 0..%zd", i, size - 1);
        return -1;
    }
    out[i] += value;
    return 0;
}

/* one store into the vector (`out`, `size` in scope), refused (IndexError) outside it:
   OBS_PUT sets a number, OBS_ADD adds to one (a count: the vector comes zeroed). A writer
   that wants to know where it wrote defines OBS_TOUCH(i) before including this file. */
#ifndef OBS_TOUCH
#define OBS_TOUCH(i) ((void)0)
#endif
#define OBS_STORE(index, value, op)                                                 \
    do {                                                                            \
        Py_ssize_t i_ = (index);                                                    \
        if (i_ < 0 || i_ >= size) {                                                 \
            PyErr_Format(PyExc_IndexError, "observation index %zd outside 0..%zd", \
                         i_, size - 1);                                             \
            goto fail;                                                              \
        }                                                                           \
        out[i_] op (float)(value);                                                  \
        OBS_TOUCH(i_);                                                              \
    } while (0)
#define OBS_PUT(index, value) OBS_STORE(index, value, =)
#define OBS_ADD(index, value) OBS_STORE(index, value, +=)

/* ------------------------------------------------------------------ the state's values

   A writer walks the state's lists with lengths and items read once, so no Python code
   may run meanwhile: one that empties a list would leave the walk reading freed memory.
   Values are therefore taken only of kinds whose reading runs none (an int, read without
   its __index__; a float; True, False or None for a truth; a str or an int as a dict or
   set key, hashed and compared in C), and anything else is refused with TypeError. Where
   a writer does call into Python (a method of the state, an encoder's callback), it reads
   again what it read before the call. */

/* an int (a bool too) of the state as a C long */
static inline int
obs_long(PyObject *obj, long *out)
{
    if (!PyLong_Check(obj)) {
        PyErr_Format(PyExc_TypeError, "an int was expected, got %.100s", Py_TYPE(obj)->tp_name);
        return -1;
    }
    *out = PyLong_AsLong(obj);
    return (*out == -1 && PyErr_Occurred()) ? -1 : 0;
}

/* an int or a float of the state as a C double */
static inline int
obs_number(PyObject *obj, double *out)
{
    if (PyLong_Check(obj)) {
        long v;
        if (obs_long(obj, &v) < 0) {
            return -1;
        }
        *out = (double)v;
        return 0;
    }
    if (!PyFloat_Check(obj)) {
        PyErr_Format(PyExc_TypeError, "a number was expected, got %.100s",
                     Py_TYPE(obj)->tp_name);
        return -1;
    }
    *out = PyFloat_AS_DOUBLE(obj);
    return 0;
}

/* the truth of True, False, None or an int of the state: 1, 0, or -1 with TypeError */
static inline int
obs_truth(PyObject *obj)
{
    if (obj == Py_True) {
        return 1;
    }
    if (obj == Py_False || obj == Py_None) {
        return 0;
    }
    if (PyLong_CheckExact(obj)) {
        return PyObject_IsTrue(obj);
    }
    PyErr_Format(PyExc_TypeError, "True, False or an int was expected, got %.100s",
                 Py_TYPE(obj)->tp_name);
    return -1;
}

/* is `obj` a key a dict or set may be asked about without running Python code (an exact
   str or int, or a tuple of them)? 0 with TypeError if not */
static inline int
obs_key(PyObject *obj)
{
    if (PyUnicode_CheckExact(obj) || PyLong_CheckExact(obj) || obj == Py_None) {
        return 1;
    }
    if (PyTuple_CheckExact(obj)) {
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(obj); i++) {
            if (!obs_key(PyTuple_GET_ITEM(obj, i))) {
                return 0;
            }
        }
        return 1;
    }
    PyErr_Format(PyExc_TypeError, "a str or int key was expected, got %.100s",
                 Py_TYPE(obj)->tp_name);
    return 0;
}

/* dict[key] (borrowed) for a key `obs_key` accepts; NULL with no error: not there */
static inline PyObject *
obs_lookup(PyObject *dict, PyObject *key)
{
    return obs_key(key) ? PyDict_GetItemWithError(dict, key) : NULL;
}

/* a seat of the state: an int below `players` (else -1 with the exception set) */
static inline int
obs_seat(PyObject *obj, int players)
{
    long v;
    if (obs_long(obj, &v) < 0) {
        return -1;
    }
    if (v < 0 || v >= players) {
        PyErr_Format(PyExc_ValueError, "seat %ld out of range", v);
        return -1;
    }
    return (int)v;
}

/* dict[key], an int, as a C long: KeyError when the key is not there, TypeError for one
   `obs_key` refuses */
static inline int
obs_index(PyObject *dict, PyObject *key, long *out)
{
    PyObject *v = obs_lookup(dict, key);
    if (v == NULL) {
        if (!PyErr_Occurred()) {
            PyErr_SetObject(PyExc_KeyError, key);
        }
        return -1;
    }
    return obs_long(v, out);
}

/* an int of the state as a C long, or a jump to `fail` */
#define OBS_LONG_OF(obj, into)                               \
    do {                                                     \
        if (obs_long((obj), &(into)) < 0) goto fail;         \
    } while (0)

/* every number to its field's bounds, as `Encoder.observe`'s numpy passes do (the encoder
   then says `native_clips`): one loop, which the compiler makes vector instructions. Kept
   out of line: inlined into a writer, its pointers lost `restrict` and the loop ran one
   number at a time, most of a writer's time. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void
obs_clip(float *restrict out, const float *restrict low, const float *restrict high,
         Py_ssize_t n)
{
    for (Py_ssize_t i = 0; i < n; i++) {
        float v = out[i];
        v = v < low[i] ? low[i] : v;
        out[i] = v > high[i] ? high[i] : v;
    }
}

/* ------------------------------------------------------------------ the module */

/* names[i] interned into *vars[i]; -1 on failure */
static inline int
obs_intern(PyObject **const vars[], const char *const names[], int n)
{
    for (int i = 0; i < n; i++) {
        if ((*vars[i] = PyUnicode_InternFromString(names[i])) == NULL) {
            return -1;
        }
    }
    return 0;
}

/* the module of `def` with its `Writer` type */
static inline PyObject *
obs_module(PyModuleDef *def, PyTypeObject *writer)
{
    if (PyType_Ready(writer) < 0) {
        return NULL;
    }
    PyObject *m = PyModule_Create(def);
    if (m == NULL) {
        return NULL;
    }
    Py_INCREF(writer);
    if (PyModule_AddObject(m, "Writer", (PyObject *)writer) < 0) {
        Py_DECREF(writer);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}

#endif
