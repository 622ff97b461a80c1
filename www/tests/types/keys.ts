// The fields of every type the bindings return, as the generated declarations
// (www/pkg/gridriddle.d.ts) give them. `tsc -p tests/types` fails when a declaration loses or
// gains a field that is not listed here; www/tests/types.test.js then checks the lists against
// the objects the bindings return. So the declarations, this file and the objects agree.

import type {
  Candidates, Cell, Count, EvaluationFigures, EvaluationReport, GenerateOptions, GeneratedInfo, GridCell,
  GridCheck, NamedCell, NextStep, PageReport, Rating, ReadAnswer, ReasonCount, Report, RiddleInfo, SampleInfo,
  SolutionReport, Stats, Step, StepReport, Warning,
} from '../../pkg/gridriddle.js';
import * as gridriddle from '../../pkg/gridriddle.js';

/** `true` when the keys of `T` are exactly `K`, else `false`. */
type Exactly<T, K extends PropertyKey> = [keyof T] extends [K] ? ([K] extends [keyof T] ? true : false) : false;
/** The fields of one kind of step. */
type StepOf<K extends Step['kind']> = Extract<Step, { kind: K }>;

export const REPORT = ['solutions', 'complete', 'stopped', 'stats', 'conflicts', 'differingCells', 'warnings'] as const;
export const PAGE_REPORT = [...REPORT, 'offset', 'more'] as const;
export const SOLUTION = ['matrix', 'steps'] as const;
export const STATS = ['nodes', 'merges', 'rejections'] as const;
export const COUNT = ['count', 'decimal', 'complete', 'stopped', 'stats', 'parts'] as const;
export const WARNING = ['path', 'message'] as const;
export const CELL = ['row', 'column', 'value'] as const;
export const GRID_CELL = ['row', 'column'] as const;
export const SAMPLE = ['name', 'format', 'title', 'description', 'hintTexts', 'json', 'text'] as const;
export const RIDDLE_INFO = ['title', 'description', 'header', 'startMatrix', 'values', 'hintTexts', 'hints'] as const;
export const RATING = ['difficulty', 'score', 'solutions', 'complete', 'steps', 'rule1Steps', 'suppositions', 'nodes'] as const;
export const GENERATED = ['json', 'zbc', 'solution', 'rating', 'seed', 'attempts', 'nodes'] as const;
export const GENERATE_OPTIONS = ['rows', 'columns', 'seed', 'kinds', 'difficulty', 'greatColumns', 'maxAttempts', 'maxNodes'] as const;
export const CANDIDATES = ['candidates', 'exact', 'complete'] as const;
export const READ_ANSWER = ['answer', 'unread'] as const;
export const EVALUATION_REPORT = ['overall', 'bySize', 'byBucket', 'byLevel', 'bySolvable', 'unreadReasons'] as const;
/** The fields a row of `bySolvable` has beside the figures. */
export const BY_SOLVABLE = ['solvable', 'noSolutionClaims', 'noSolutionClaimShare'] as const;
/** The fields of each of `unreadReasons`. */
export const REASON_COUNT = ['reason', 'count'] as const;
export const EVALUATION_FIGURES = ['puzzles', 'solved', 'unread', 'missing', 'puzzleAccuracy', 'coverage', 'cellAccuracy'] as const;
export const NEXT_STEP = ['fills', 'text', 'hint', 'hints', 'hintText', 'rule', 'kind', 'refuted', 'step', 'because', 'words', 'mistakes'] as const;
export const GRID_CHECK = ['consistent', 'mistakes', 'solutions', 'complete'] as const;
/** The fields of each kind of step, `kind` included; a step of a report has `rule` (every kind), `filled` and `text` too. */
export const STEPS = {
  mergeHints: ['kind', 'hints', 'shared', 'kept', 'rejected'],
  merge: ['kind', 'rule', 'hints', 'option', 'rows', 'cells'],
  reject: ['kind', 'rule', 'hints', 'options', 'exhausted'],
  fill: ['kind', 'cell', 'reason'],
  unused: ['kind', 'column', 'value'],
  assume: ['kind', 'cell', 'holds'],
  exclude: ['kind', 'cell'],
} as const;
export const STEP_REPORT = ['rule', 'filled', 'text', 'because', 'words'] as const;

type El<A extends readonly unknown[]> = A[number];
export const checks: true[] = [
  true as Exactly<Report, El<typeof REPORT>>,
  true as Exactly<PageReport, El<typeof PAGE_REPORT>>,
  true as Exactly<SolutionReport, El<typeof SOLUTION>>,
  true as Exactly<Stats, El<typeof STATS>>,
  true as Exactly<Count, El<typeof COUNT>>,
  true as Exactly<Warning, El<typeof WARNING>>,
  true as Exactly<Cell, El<typeof CELL>>,
  true as Exactly<NamedCell, El<typeof CELL>>,
  true as Exactly<GridCell, El<typeof GRID_CELL>>,
  true as Exactly<SampleInfo, El<typeof SAMPLE>>,
  true as Exactly<RiddleInfo, El<typeof RIDDLE_INFO>>,
  true as Exactly<Rating, El<typeof RATING>>,
  true as Exactly<GeneratedInfo, El<typeof GENERATED>>,
  true as Exactly<GenerateOptions, El<typeof GENERATE_OPTIONS>>,
  true as Exactly<Candidates, El<typeof CANDIDATES>>,
  true as Exactly<NextStep, El<typeof NEXT_STEP>>,
  true as Exactly<GridCheck, El<typeof GRID_CHECK>>,
  true as Exactly<ReadAnswer, El<typeof READ_ANSWER>>,
  true as Exactly<EvaluationReport, El<typeof EVALUATION_REPORT>>,
  true as Exactly<EvaluationFigures, El<typeof EVALUATION_FIGURES>>,
  true as Exactly<ReasonCount, El<typeof REASON_COUNT>>,
  true as Exactly<EvaluationReport['bySize'][number], El<typeof EVALUATION_FIGURES> | 'size'>,
  true as Exactly<EvaluationReport['byBucket'][number], El<typeof EVALUATION_FIGURES> | 'bucket'>,
  true as Exactly<EvaluationReport['byLevel'][number], El<typeof EVALUATION_FIGURES> | 'level'>,
  true as Exactly<NonNullable<EvaluationReport['bySolvable']>[number], El<typeof EVALUATION_FIGURES> | El<typeof BY_SOLVABLE>>,
  true as Exactly<StepOf<'mergeHints'>, El<typeof STEPS.mergeHints>>,
  true as Exactly<StepOf<'merge'>, El<typeof STEPS.merge>>,
  true as Exactly<StepOf<'reject'>, El<typeof STEPS.reject>>,
  true as Exactly<StepOf<'fill'>, El<typeof STEPS.fill>>,
  true as Exactly<StepOf<'unused'>, El<typeof STEPS.unused>>,
  true as Exactly<StepOf<'assume'>, El<typeof STEPS.assume>>,
  true as Exactly<StepOf<'exclude'>, El<typeof STEPS.exclude>>,
  true as Exactly<Omit<StepReport, keyof Step>, El<typeof STEP_REPORT>>,
];
// Every kind of step is listed.
export const kinds: Exactly<Record<Step['kind'], true>, keyof typeof STEPS> = true;

/** Typed uses of the functions, as a program would write them (not run: only type-checked). */
export function uses(riddle: string): [bigint, boolean, string, number | null] {
  const report: Report = gridriddle.solve_riddle(riddle, { maxSolutions: 10, maxNodes: null, steps: true, format: 'json' });
  const page: PageReport = gridriddle.solutions_page(riddle, { offset: 20, limit: 20, steps: false });
  const count: Count = gridriddle.count_solutions(riddle, { maxNodes: 1_000_000, maxMemory: null });
  const stopped: 'solutionLimit' | 'nodeBudget' | 'memoryBudget' | 'caller' | null = page.stopped ?? report.stopped;
  const text: string = report.solutions[0]?.steps?.[0]?.text ?? gridriddle.convert_zbc(riddle);
  const generated: GeneratedInfo = gridriddle.generate({ rows: 4, seed: 7n, kinds: ['next-to'], difficulty: 'hard' });
  const next: NextStep = gridriddle.next_step(riddle, [['1', null]]);
  return [count.count, page.more && stopped === 'caller', text + generated.seed, next.hint];
}
