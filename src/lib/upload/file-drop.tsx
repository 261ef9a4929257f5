import { useId, useRef, useState, type DragEvent } from 'react'
import { ACCEPT } from '../../../contract/file-format.ts'
import './styles.ts'

/** Props of FileDrop. */
export interface FileDropProps {
  /** Test ids of the zone and of its hidden file input. */
  testIds: { drop: string; input: string }
  /** What the zone says, and the hint under it. */
  label: string
  hint: string
  /** Files dropped or picked (several at once). */
  onFiles: (files: FileList) => void
}

/**
 * A drop zone that is also a button opening the file picker (Enter or Space), for the model and
 * drawing uploads of the AI quote and the process assistant (styled by `.qe-drop`, `is-over` while
 * files are dragged over it). The checks happen in `onFiles`.
 */
export function FileDrop({ testIds, label, hint, onFiles }: FileDropProps) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const hintId = useId()

  function drop(e: DragEvent) {
    e.preventDefault()
    setOver(false)
    onFiles(e.dataTransfer.files)
  }

  return (
    <>
      <div
        className={over ? 'qe-drop is-over' : 'qe-drop'}
        role="button"
        tabIndex={0}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault()
            input.current?.click()
          }
        }}
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid={testIds.drop}
      >
        <strong>{label}</strong>
        <span id={hintId} className="qe-muted qe-small">
          {hint}
        </span>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        data-testid={testIds.input}
        onChange={(e) => {
          if (e.target.files) onFiles(e.target.files)
          e.target.value = ''
        }}
      />
    </>
  )
}
