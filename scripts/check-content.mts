// Validates every story of the content store against content/schema: `npm run content:check [dir]`.
import path from 'node:path';
import { storeProblems } from '../src/content/schema/check-store';
import { formatProblem } from '../src/content/schema/validate-content';

const root = path.resolve(process.argv[2] ?? process.env.CONTENT_DIR ?? 'content');
const problems = await storeProblems(root);
if (problems === null) {
  console.error(`${root}: no schema/components.json, nothing to check against`);
  process.exit(1);
}
for (const problem of problems) console.log(formatProblem(problem));
console.log(
  problems.length === 0 ? `${root}: content matches the schema` : `${problems.length} problem(s)`,
);
process.exit(problems.length === 0 ? 0 : 1);
