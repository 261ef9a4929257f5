import { randomInt } from 'node:crypto'

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B, 9/g look-alikes: every character reads one way only. */
export const CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTUVWXY3467'
export const CAPTCHA_LENGTH = 4

const WIDTH = 120
const HEIGHT = 40

export function randomCaptchaText(): string {
  let text = ''
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]
  return text
}

const colour = () => `hsl(${randomInt(360)},${40 + randomInt(30)}%,${25 + randomInt(25)}%)`
const lightColour = () => `hsl(${randomInt(360)},40%,${65 + randomInt(20)}%)`

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * Renders the text as an SVG with per-glyph rotation and offset, crossing curves and dots,
 * enough to stop trivial scraping in a demo without an image library.
 */
export function renderCaptchaSvg(text: string): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#f4f6fb"/>`,
  ]
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${1 + randomInt(2)}" fill="${lightColour()}"/>`,
    )
  }
  const step = WIDTH / (text.length + 1)
  ;[...text].forEach((char, i) => {
    const x = Math.round(step * (i + 1) + randomInt(-4, 5))
    const y = 28 + randomInt(-4, 5)
    const rotate = randomInt(-25, 26)
    const size = 22 + randomInt(0, 6)
    parts.push(
      `<text x="${x}" y="${y}" font-family="Verdana,DejaVu Sans,Arial,sans-serif" font-weight="bold" ` +
        `font-size="${size}" text-anchor="middle" fill="${colour()}" transform="rotate(${rotate} ${x} ${y})">` +
        `${escapeXml(char)}</text>`,
    )
  })
  for (let i = 0; i < 3; i++) {
    const y1 = randomInt(HEIGHT)
    const y2 = randomInt(HEIGHT)
    parts.push(
      `<path d="M0 ${y1} C${randomInt(WIDTH)} ${randomInt(HEIGHT)} ${randomInt(WIDTH)} ${randomInt(HEIGHT)} ${WIDTH} ${y2}" ` +
        `stroke="${colour()}" stroke-width="${1 + randomInt(2)}" fill="none"/>`,
    )
  }
  parts.push('</svg>')
  return parts.join('')
}
