/**
 * jsdom has neither object URLs nor downloads: this records what a download link would save
 * (name and text) instead. Call the returned restore() after the test.
 */
function readText (blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })
}

export function captureDownloads () {
  const saved: Array<{ name: string; text: Promise<string> }> = []
  const blobs = new Map<string, Blob>()
  let n = 0
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }
  URL.createObjectURL = (blob: Blob) => {
    const href = `blob:test/${++n}`
    blobs.set(href, blob)
    return href
  }
  URL.revokeObjectURL = () => undefined
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '')
    if (blob) saved.push({ name: this.download, text: readText(blob) })
  })
  return {
    saved,
    restore: () => {
      URL.createObjectURL = original.create
      URL.revokeObjectURL = original.revoke
      click.mockRestore()
    },
  }
}
