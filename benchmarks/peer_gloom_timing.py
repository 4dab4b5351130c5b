# Python 2 harness (run by benchmarks/speed.py with a Python 2.7 interpreter): times the peer
# solver, the Gloomhaven Monster Mover (github.com/AluminumAngel/gloom, server/, MIT licence),
# on its own test scenarios - the 546 cases of shared/conformance/gloomhaven. Prints one line:
# "<cases> <total seconds> <slowest case seconds>". Usage: python2 peer_gloom_timing.py DIR
import sys
import time

sys.path.insert(0, sys.argv[1])
import scenarios
import solver

total = 0.0
slowest = 0.0
count = 0
for rules in (0, 1, 2):
    index = 0
    while True:
        index += 1
        s = solver.Scenario()
        scenarios.init_from_test_scenario(s, index, rules)
        if not s.valid:
            break
        if not s.correct_answer:
            continue
        t0 = time.time()
        s.calculate_monster_move()
        dt = time.time() - t0
        total += dt
        slowest = max(slowest, dt)
        count += 1
sys.stdout.write("%d %.4f %.4f\n" % (count, total, slowest))  # noqa: UP031 (Python 2)
