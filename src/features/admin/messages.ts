import en from '../../../locales/admin/en.json'
import zhCN from '../../../locales/admin/zh-CN.json'
import { addMessages } from '../../lib/i18n/index.ts'

// The back office's strings travel with its lazy chunks, not in the first load (scripts/size.mjs);
// every component and the action runner import this module.
addMessages({ 'zh-CN': zhCN, en })
