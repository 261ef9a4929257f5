import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCommand } from '../../server/services/chat-commands.ts'
import { createLlmClient } from '../../server/services/llm-client.ts'
import { loadConfig } from '../../server/config.ts'

describe('deterministic chat commands', () => {
  it.each([
    ['数量改为100', { quantity: 100 }],
    ['材料换成7075', { material: '7075' }],
    ['change quantity to 50', { quantity: 50 }],
    ['数量改为100，材料换成45钢', { quantity: 100, material: '45钢' }],
    ['change material to SUS304 and quantity to 20', { material: 'SUS304', quantity: 20 }],
    ['做200件', { quantity: 200 }],
    ['表面处理改为喷砂+阳极氧化', { surfaceTreatments: ['喷砂', '阳极氧化'] }],
    ['不要表面处理', { surfaceTreatments: [] }],
    ['surface treatment to black anodize', { surfaceTreatments: ['black anodize'] }],
    ['热处理改为调质', { heatTreatments: ['调质'] }],
    ['heat treatment none', { heatTreatments: [] }],
    ['公差IT7', { toleranceGrade: 7 }],
    ['公差改为H7', { toleranceGrade: 7 }],
    ['tolerance IT6', { toleranceGrade: 6 }],
    ['粗糙度Ra1.6', { ra: 1.6 }],
    ['roughness to 3.2', { ra: 3.2 }],
    ['ＲＡ０．８', { ra: 0.8 }],
    ['你好', {}],
    ['what is the lead time?', {}],
  ])('%s', (text, expected) => expect(parseCommand(text)).toEqual(expected))
})

describe('OpenAI-compatible adapter', () => {
  let server: Server
  let base = ''
  let answer = ''
  let delayMs = 0
  const seen: { body: unknown; auth: string | undefined }[] = []
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = ''
      req.on('data', (c) => (s += c))
      req.on('end', () => resolve(s))
    })

  beforeAll(async () => {
    server = createServer((req, res) => {
      // Fire and forget: the body always arrives, and a test fails on what `seen` holds.
      void body(req).then((text) => {
        seen.push({ body: JSON.parse(text), auth: req.headers.authorization })
        setTimeout(
          () => res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] })),
          delayMs,
        )
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`
  })
  afterAll(
    () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  )

  const client = (timeout = '2000') =>
    createLlmClient(
      loadConfig({
        QUOTE_LLM_BASE_URL: base,
        QUOTE_LLM_MODEL: 'test-model',
        QUOTE_LLM_API_KEY: 'k1',
        QUOTE_LLM_TIMEOUT_MS: timeout,
      }).llm,
    )!

  it('is off unless both base URL and model are configured', () => {
    expect(loadConfig({}).llm).toBeUndefined()
    expect(createLlmClient(loadConfig({ QUOTE_LLM_BASE_URL: base }).llm)).toBeUndefined()
  })

  it('sends the text to /chat/completions and validates the JSON answer', async () => {
    answer = 'Sure: {"quantity": 12, "material": "TC4"}'
    expect(await client().parseCommand('twelve titanium ones please')).toEqual({ quantity: 12, material: 'TC4' })
    expect(seen.at(-1)).toMatchObject({
      auth: 'Bearer k1',
      body: {
        model: 'test-model',
        temperature: 0,
        messages: [{ role: 'system' }, { role: 'user', content: 'twelve titanium ones please' }],
      },
    })
  })

  it('yields null for unusable answers and on timeout', async () => {
    answer = '{"quantity": -4}'
    expect(await client().parseCommand('x')).toBeNull()
    answer = 'no json here'
    expect(await client().parseCommand('x')).toBeNull()
    answer = '{"quantity": 2}'
    delayMs = 500
    expect(await client('100').parseCommand('x')).toBeNull()
    delayMs = 0
  })
})
