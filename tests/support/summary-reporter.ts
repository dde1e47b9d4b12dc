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
    // When a project's teardown hangs, vitest ends the process with a bare process.exit(), which takes
    // process.exitCode: without this a run with failures could exit 0 and CI would pass it.
    if (failed > 0) process.exitCode = 1;
  }
}
