// An SVG document as a data: address for an attribute (the tab's icon, src/root.tsx): percent-encoded only where a
// URL or an HTML attribute needs it (quotes as %22 and %27: React would write a quote as &#x27;). Pure.

export function svgDataUri(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ')
  return `data:image/svg+xml,${text.replace(/["'%#<>?[\\\]^`{|}&]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`
}
