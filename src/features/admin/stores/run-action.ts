// The back office's actions toast its own strings: whoever runs one has them loaded with this module.
import '../messages.ts'

export { runAction, runDone } from '../../../lib/stores/run-action.ts'
