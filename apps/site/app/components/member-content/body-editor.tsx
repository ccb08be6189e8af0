import { isAllowedLinkUrl, type EditorBlock } from '@talentstad/types'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { blocksToTiptap, tiptapToBlocks, type TiptapNode } from '~/lib/member-content/tiptap-blocks'

/**
 * The body editor (Tiptap 3), loaded with React.lazy on the content form only (body-field.tsx), so
 * the public pages never carry it. Configured with exactly what the CMS's blocks hold: paragraphs,
 * headings 2 and 3, bold, italic, bulleted and numbered lists and links to http(s) or mailto.
 * Every change is written as blocks JSON into the hidden field `body`.
 *
 * Tab and Shift+Tab leave the editor, as they leave every other field (WCAG 2.1.2): Tiptap's lists
 * would otherwise take them to indent and outdent an item, and a keyboard user in a list could not
 * get out. Lists have one level, as the blocks hold them (a nested list would be saved as the next
 * items), so nothing indents.
 */

export type BodyEditorProps = {
  /** The blocks to start with; `version` changes when they are replaced from outside (the AI suggestion). */
  value: EditorBlock[]
  version: number
  onChange: (blocks: EditorBlock[]) => void
  /** Called once the editor is on the page (the field then shows the editor's label and help). */
  onReady?: () => void
  labelId: string
  describedBy?: string
  invalid?: boolean
}

/** Tab and Shift+Tab alone (no other modifier): the browser moves the focus, the editor does nothing. */
const leavesEditor = (event: KeyboardEvent) => event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey

const EXTENSIONS = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    hardBreak: false,
    dropcursor: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => isAllowedLinkUrl(url),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
]

function ToolbarButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="ts-editor__button"
      aria-pressed={pressed}
      // Keep the selection in the editor while clicking.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  )
}

const LINK_INVALID = 'Vul een adres in dat begint met https://, http:// of mailto:'

function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId()
  const current = editor.getAttributes('link').href as string | undefined
  const [url, setUrl] = useState(current ?? 'https://')
  // A new number per refusal: the message is put on the page anew, so it is read again.
  const [error, setError] = useState<{ message: string; attempt: number } | null>(null)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])

  const apply = (event?: FormEvent) => {
    event?.preventDefault()
    const href = url.trim()
    if (!isAllowedLinkUrl(href)) {
      setError((previous) => ({ message: LINK_INVALID, attempt: (previous?.attempt ?? 0) + 1 }))
      // Back in the field (from 'Link plaatsen'), where the address is put right.
      input.current?.focus()
      return
    }
    const chain = editor.chain().focus().extendMarkRange('link')
    if (editor.state.selection.empty && !current)
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run()
    else chain.setLink({ href }).run()
    onClose()
  }

  return (
    <div className="ts-editor__link" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-url`} className="ts-field__label">
        Adres van de link
      </label>
      <input
        ref={input}
        id={`${id}-url`}
        type="url"
        className="utrecht-textbox ts-field__control"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event)
          if (event.key === 'Escape') {
            event.preventDefault()
            onClose()
            editor.commands.focus()
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        // An alert: read as it appears, also when the cursor is in the field already (Enter).
        <p key={error.attempt} id={`${id}-error`} className="ts-field__errors" role="alert">
          {error.message}
        </p>
      ) : null}
      <div className="ts-editor__link-actions">
        <Button variant="secondary" onClick={() => apply()}>
          Link plaatsen
        </Button>
        {current ? (
          <Button
            variant="secondary"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run()
              onClose()
            }}
          >
            Link weghalen
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => {
            onClose()
            editor.commands.focus()
          }}
        >
          Annuleren
        </Button>
      </div>
    </div>
  )
}

export default function BodyEditor({ value, version, onChange, onReady, labelId, describedBy, invalid }: BodyEditorProps) {
  const [json, setJson] = useState(() => JSON.stringify(value))
  const [linkOpen, setLinkOpen] = useState(false)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: blocksToTiptap(value),
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: 'ts-editor__content ts-prose',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      // True: ProseMirror leaves the event alone (its key bindings never see it) and does not
      // prevent the browser's default, which moves the focus.
      handleDOMEvents: { keydown: (_view, event) => leavesEditor(event) },
    },
    onUpdate: ({ editor: current }) => {
      const blocks = tiptapToBlocks(current.getJSON() as TiptapNode)
      setJson(JSON.stringify(blocks))
      onChangeRef.current(blocks)
    },
  })

  const onReadyRef = useRef(onReady)
  onReadyRef.current = onReady
  useEffect(() => {
    if (editor) onReadyRef.current?.()
  }, [editor])

  // The error state changes after the editor was made: keep its ARIA attributes in step.
  useEffect(() => {
    const dom = editor?.view.dom
    if (!dom) return
    if (invalid) dom.setAttribute('aria-invalid', 'true')
    else dom.removeAttribute('aria-invalid')
    if (describedBy) dom.setAttribute('aria-describedby', describedBy)
    else dom.removeAttribute('aria-describedby')
  }, [editor, invalid, describedBy])

  // Replaced from outside (an accepted AI suggestion).
  const seenVersion = useRef(version)
  useEffect(() => {
    if (!editor || seenVersion.current === version) return
    seenVersion.current = version
    editor.commands.setContent(blocksToTiptap(value))
    setJson(JSON.stringify(value))
  }, [editor, version, value])

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            bullet: current.isActive('bulletList'),
            ordered: current.isActive('orderedList'),
            link: current.isActive('link'),
          }
        : null,
  })

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => {
    if (editor) command(editor.chain().focus()).run()
  }

  return (
    <div className={['ts-editor', invalid ? 'ts-editor--invalid' : ''].filter(Boolean).join(' ')} data-testid="body-editor">
      <input type="hidden" name="body" value={json} />
      <div className="ts-editor__toolbar" role="toolbar" aria-label="Opmaak van de tekst">
        <ToolbarButton pressed={state?.bold ?? false} onClick={() => run((chain) => chain.toggleBold())}>
          <strong>Vet</strong>
        </ToolbarButton>
        <ToolbarButton pressed={state?.italic ?? false} onClick={() => run((chain) => chain.toggleItalic())}>
          <em>Cursief</em>
        </ToolbarButton>
        <ToolbarButton pressed={state?.h2 ?? false} onClick={() => run((chain) => chain.toggleHeading({ level: 2 }))}>
          Kop
        </ToolbarButton>
        <ToolbarButton pressed={state?.h3 ?? false} onClick={() => run((chain) => chain.toggleHeading({ level: 3 }))}>
          Tussenkop
        </ToolbarButton>
        <ToolbarButton pressed={state?.bullet ?? false} onClick={() => run((chain) => chain.toggleBulletList())}>
          Opsomming
        </ToolbarButton>
        <ToolbarButton pressed={state?.ordered ?? false} onClick={() => run((chain) => chain.toggleOrderedList())}>
          Genummerde lijst
        </ToolbarButton>
        <ToolbarButton pressed={state?.link ?? false} onClick={() => setLinkOpen((open) => !open)}>
          Link
        </ToolbarButton>
      </div>
      {linkOpen && editor ? <LinkForm editor={editor} onClose={() => setLinkOpen(false)} /> : null}
      <EditorContent editor={editor} />
    </div>
  )
}
