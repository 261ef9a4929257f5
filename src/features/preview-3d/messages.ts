import en from '../../../locales/measure/en.json'
import zhCN from '../../../locales/measure/zh-CN.json'
import { addMessages } from '../../lib/i18n/index.ts'

// The measuring strings travel with the viewer's lazy chunk, not in the first load
// (scripts/size.mjs); every module that speaks them imports this one.
addMessages({ 'zh-CN': zhCN, en })
