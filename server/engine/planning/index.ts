// The process planner: pure functions over stored analysis reports and the enabled
// library rows. No database, no HTTP; the process-plan services call these.

export { planRoute } from './plan.ts'
export { validateRoute } from './validate.ts'
export { applyCommand } from './commands.ts'
export { routeMinutes } from './times.ts'
export { seqOf } from './ordering.ts'
export {
  DEFAULT_CRAFTS,
  DEFAULT_EQUIPMENT,
  DEFAULT_TOOLS,
  defaultLibraryOptions,
  type EquipmentInput,
  type ToolInput,
} from './default-libraries.ts'
export {
  COMMAND_CODES,
  ISSUE_CODES,
  REASON_CODES,
  REVIEW_CODES,
  type CommandCode,
  type IssueCode,
  type PlanCode,
  type ReasonCode,
  type ReviewCode,
} from './codes.ts'
export type {
  CommandResult,
  PlanInput,
  PlanIssue,
  PlanMessage,
  PlannedOperation,
  PlanOverrides,
  PlanResult,
} from './types.ts'
