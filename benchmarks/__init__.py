"""Benchmarks: each prints its figures and ratios against a baseline timed in the same run."""
