// The order Vitest hands test files to its workers: Vitest's own within each project (files that failed last
// time first, then the longest by the last run's durations, else the largest), but the browser files first,
// then the API files, then the unit files. Vitest's default orders projects by name, which put the
// browser files — the longest, the longest of all a minute or more by itself — behind every API file, so
// the run ended on them. Projects stay in blocks: a worker goes on to the next file of the same project in
// the same process (isolate: false), and a change of project starts a new one.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const projectOrder = ['e2e', 'api', 'unit'];

export default class BrowserFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = projectOrder.indexOf(spec.project.name);
      return at === -1 ? projectOrder.length : at;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
