"""The 1000-row vertical form of Benchmarks/XUIKitBench/LayoutBenchmarks.swift, solved by
kiwisolver (the C++ Cassowary solver behind Matplotlib's layout), for comparison.

Each row i has a label and a field (variables: label_left, label_width, field_left, field_width,
top) and 5 constraints:
    label_left == 20                                   required
    label_width == 100                                 strong
    field_left == label_left + label_width + 8         required
    field_left + field_width == width - 20             required
    top_i == top_(i-1) + 30  (top_0 == 10)             required
`width` is an edit variable (strong). Build+solve: a new solver, the edit variable, the 5000
constraints, updateVariables. Re-solve: suggestValue(width) + updateVariables, alternating
600 and 800. Prints medians in milliseconds as `key=value` lines.

`kiwi_form.py --scale N…` instead times the first pass (build + solve) at N constraints each
(N / 5 rows), as `XUIKitBench layout-scale N…` does, printing `solver_ms_N=` lines.
"""
import statistics
import sys
import time

from kiwisolver import Solver, Variable

ROWS = 1000


def build(rows=ROWS):
    solver = Solver()
    width = Variable("width")
    solver.addEditVariable(width, "strong")
    solver.suggestValue(width, 800)
    variables = [width]
    previous_top = None
    for i in range(rows):
        label_left, label_width = Variable(f"ll{i}"), Variable(f"lw{i}")
        field_left, field_width = Variable(f"fl{i}"), Variable(f"fw{i}")
        top = Variable(f"t{i}")
        solver.addConstraint(label_left == 20)
        solver.addConstraint((label_width == 100) | "strong")
        solver.addConstraint(field_left == label_left + label_width + 8)
        solver.addConstraint(field_left + field_width == width - 20)
        solver.addConstraint(top == (previous_top + 30 if previous_top is not None else 10))
        previous_top = top
        variables += [label_left, label_width, field_left, field_width, top]
    solver.updateVariables()
    return solver, width, variables


def scale(sizes, runs=3):
    for size in sizes:
        samples = []
        for _ in range(runs):
            start = time.perf_counter()
            _, _, variables = build(max(size // 5, 1))
            samples.append((time.perf_counter() - start) * 1000)
        assert abs(variables[-1].value() - (10 + 30 * (max(size // 5, 1) - 1))) < 1e-6, "unexpected last top"
        print(f"solver_ms_{size}={statistics.median(samples):.3f}")


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--scale":
        scale([int(arg) for arg in sys.argv[2:]] or [1000, 3000, 10000])
        return
    builds = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    resolves = int(sys.argv[2]) if len(sys.argv) > 2 else 201
    samples = []
    for _ in range(builds):
        start = time.perf_counter()
        solver, width, variables = build()
        samples.append((time.perf_counter() - start) * 1000)
    assert abs(variables[4].value() - (800 - 20 - 128)) < 1e-6, "unexpected field width"
    print(f"build_ms={statistics.median(samples):.3f}")
    samples = []
    for run in range(resolves):
        value = 600 if run % 2 == 0 else 800
        start = time.perf_counter()
        solver.suggestValue(width, value)
        solver.updateVariables()
        samples.append((time.perf_counter() - start) * 1000)
    assert abs(variables[4].value() - (value - 20 - 128)) < 1e-6, "unexpected field width after resize"
    print(f"resolve_ms={statistics.median(samples):.4f}")


if __name__ == "__main__":
    main()
