// Package impls wires the bindings into the matrix: a constructor per
// implementation (impl_<library>.go) that names the operations it provides
// and how it reaches them, the default registry (Default), and what this
// build leaves out and why (Absent).
//
// It is the only package that imports every binding. The checks and the
// benchmarks take a registry as an argument; their tests and the command
// pass them Default().
package impls
