import en from '../../../locales/process-library/en.json'
import zhCN from '../../../locales/process-library/zh-CN.json'
import { addMessages } from '../../lib/i18n/index.ts'
import '../../lib/i18n/enum-messages.ts'

// The process libraries' strings travel with their lazy chunk, not in the first load
// (scripts/size.mjs); every component and every store that speaks imports this module.
addMessages({ 'zh-CN': zhCN, en })
