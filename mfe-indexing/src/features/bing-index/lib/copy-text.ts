/**
 * Copies text to the clipboard. navigator.clipboard exists only in secure contexts, and a
 * self-hosted dashboard is often opened over plain http on the LAN, so fall back to the old
 * selection + execCommand way there. Resolves to whether the copy happened.
 */
export async function copyText (text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch {
      // Permission refused or not focused: try the fallback.
    }
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
  }
}
