// A worker's task (scripts/lib/pool.ts) for scripts/og/social-images.ts: one card's PNG. The fonts and logo are read
// once per worker.
import { loadCardAssets, renderCard, type CardAssets, type CardInput } from './render-image.ts'

const assets = new Map<string, CardAssets>()

export default async function renderTask({
  root,
  card,
}: {
  root: string
  card: CardInput
}): Promise<Uint8Array> {
  if (!assets.has(root)) assets.set(root, loadCardAssets(root))
  return new Uint8Array(await renderCard(card, assets.get(root)!))
}
