import { FormDialog, type FormDialogProps } from '../../../lib/form-dialog.tsx'
import '../messages.ts'

/** Props of AdminFormDialog. */
export interface AdminFormDialogProps extends Omit<FormDialogProps, 'className' | 'formClassName'> {
  /** Room for a tree of choices (menus and their actions). */
  wide?: boolean
}

/** A back-office form in a dialog: the admin form layout, wide where it lists a tree. */
export function AdminFormDialog({ wide, ...props }: AdminFormDialogProps) {
  return <FormDialog {...props} className={wide ? 'qe-admin-wide' : undefined} formClassName="qe-form qe-admin-form" />
}
