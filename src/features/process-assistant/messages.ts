import en from '../../../locales/process-assistant/en.json'
import zhCN from '../../../locales/process-assistant/zh-CN.json'
import { addMessages } from '../../lib/i18n/index.ts'
import '../../lib/i18n/enum-messages.ts'

// The process assistant's strings travel with its lazy chunk, not in the first load
// (scripts/size.mjs); the screen imports this module before it speaks.
addMessages({ 'zh-CN': zhCN, en })
