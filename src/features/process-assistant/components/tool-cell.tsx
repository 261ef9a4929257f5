import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import { $locale } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { LibraryPickerOptions } from '../../../../contract/process-library.ts'
import { patchOp } from '../stores/draft.ts'
import { EDIT_BOUNDS } from '../lib/edit-bounds.ts'
import { rowName } from '../lib/names.ts'

/** Props of ToolCell. */
export interface ToolCellProps {
  index: number
  codes: readonly string[]
  library: LibraryPickerOptions | null
  readOnly: boolean
  /** The operation's seq and name, for the controls' labels. */
  label: string
}

/** An operation's tools: each with a remove button, and a picker of the library's other tools. */
export function ToolCell({ index, codes, library, readOnly, label }: ToolCellProps) {
  const t = useT()
  const locale = useStore($locale)
  const nameOf = (code: string): string => {
    const tool = library?.tools.find((x) => x.code === code)
    return tool ? rowName(tool, locale) : code
  }
  const others = library?.tools.filter((x) => !codes.includes(x.code)) ?? []
  return (
    <div className="qe-pa-tools" data-testid="pa-op-tools">
      <ul>
        {codes.map((code) => (
          <li key={code} className="qe-pa-tool">
            <span>{nameOf(code)}</span>
            {!readOnly && (
              <sl-icon-button
                className="qe-pa-screen-only"
                name="x-lg"
                label={t('processAssistant.card.removeTool', { tool: nameOf(code), name: label })}
                onClick={() => patchOp(index, { toolCodes: codes.filter((c) => c !== code) })}
              />
            )}
          </li>
        ))}
      </ul>
      {!readOnly && codes.length < EDIT_BOUNDS.toolsMax && others.length > 0 && (
        <select
          className="qe-native-input qe-pa-screen-only"
          value=""
          aria-label={t('processAssistant.card.addToolOf', { name: label })}
          onChange={(e) => e.target.value && patchOp(index, { toolCodes: [...codes, e.target.value] })}
          data-testid="pa-op-add-tool"
        >
          <option value="">{t('processAssistant.card.addTool')}</option>
          {others.map((tool) => (
            <option key={tool.code} value={tool.code}>
              {rowName(tool, locale)}
            </option>
          ))}
        </select>
      )}
    </div>
  )
}
