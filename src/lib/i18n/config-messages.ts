import en from '../../../locales/quote-config/en.json'
import zhCN from '../../../locales/quote-config/zh-CN.json'
import { addMessages } from './index.ts'

// The cost tables' and the quote configuration's field names, units and hints travel with those
// staff screens' lazy chunks, not in the first load; every module of the two features that speaks
// imports this one.
addMessages({ 'zh-CN': zhCN, en })
