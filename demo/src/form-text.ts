/** The text of a form's field by name (`FormData` entries may also be files); '' when absent. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
