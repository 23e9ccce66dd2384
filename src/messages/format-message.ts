/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(template: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
