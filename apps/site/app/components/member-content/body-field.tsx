import type { EditorBlock } from '@talentstad/types'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { ErrorList, type ListOfErrors } from '~/components/forms'
import { blocksToText, textToBlocks } from '~/lib/member-content/body-text'

// Loaded only here, on the content form: the public pages never carry the editor or the AI widget.
const BodyEditor = lazy(() => import('./body-editor'))
const AiRewrite = lazy(() => import('./ai-rewrite'))

/**
 * The body of the content form. Without JavaScript (and until the editor has loaded) a textarea
 * `bodyText` in the light syntax of lib/member-content/body-text.ts, explained beside it; with JavaScript
 * the Tiptap editor, which writes the blocks as JSON into `body`. The server takes either.
 * 'Herschrijf met AI' sits beside it when the loader says it is configured; accepting a suggestion
 * puts it into the editor, nothing is saved until the member sends the form.
 */
export function BodyField({
  id,
  initialBlocks,
  initialText,
  errors,
  title,
  aiRewrite,
}: {
  id: string
  initialBlocks: EditorBlock[] | null
  /** What the member typed when it could not be read as blocks (shown as it was). */
  initialText: string
  errors?: ListOfErrors
  title: string
  aiRewrite: boolean
}) {
  const [blocks, setBlocks] = useState<EditorBlock[]>(initialBlocks ?? [])
  const [version, setVersion] = useState(0)
  const [hydrated, setHydrated] = useState(false)
  // The label and help speak of the textarea until the editor is really there (it loads lazily).
  const [editorReady, setEditorReady] = useState(false)
  const textarea = useRef<HTMLTextAreaElement>(null)
  // A message about the body goes once the member changes it (the editor's hidden field sends no input event).
  const [changedSinceErrors, setChangedSinceErrors] = useState(false)
  useEffect(() => setChangedSinceErrors(false), [errors])
  const shownErrors = changedSinceErrors ? undefined : errors
  const invalid = Boolean(shownErrors?.some(Boolean))
  const labelId = `${id}-label`
  const helpId = `${id}-help`
  const errorId = `${id}-error`

  useEffect(() => {
    // What was typed before the editor loaded goes into it.
    const typed = textarea.current?.value
    if (typed !== undefined && typed !== (initialBlocks ? blocksToText(initialBlocks) : initialText)) setBlocks(textToBlocks(typed))
    setHydrated(true)
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const fallback = (
    <textarea
      ref={textarea}
      id={id}
      name="bodyText"
      rows={12}
      defaultValue={initialBlocks && !initialText ? blocksToText(initialBlocks) : initialText}
      className="utrecht-textbox ts-field__control"
      aria-labelledby={labelId}
      aria-invalid={invalid || undefined}
      aria-describedby={[helpId, invalid && errorId].filter(Boolean).join(' ')}
    />
  )

  return (
    <div className="ts-field ts-body-field">
      {editorReady ? (
        <p id={labelId} className="ts-field__label">
          Tekst
        </p>
      ) : (
        <label id={labelId} htmlFor={id} className="ts-field__label">
          Tekst
        </label>
      )}
      {editorReady ? (
        <p id={helpId} className="ts-field__help">
          Gebruik de knoppen voor koppen, opsommingen en links.
        </p>
      ) : (
        <div id={helpId} className="ts-field__help">
          <p className="utrecht-paragraph">Zo maak je je tekst op:</p>
          <ul className="utrecht-unordered-list ts-body-field__syntax">
            <li>een lege regel begint een nieuwe alinea;</li>
            <li>
              <code>## </code> aan het begin van een regel maakt een kop, <code>### </code> een tussenkop;
            </li>
            <li>
              <code>- </code> of <code>1. </code> aan het begin van een regel maakt een opsomming;
            </li>
            <li>
              <code>[tekst](https://…)</code> maakt een link; <code>**vet**</code> en <code>*cursief*</code>.
            </li>
          </ul>
        </div>
      )}
      {hydrated ? (
        <Suspense fallback={fallback}>
          <BodyEditor
            value={blocks}
            version={version}
            onChange={(next) => {
              setBlocks(next)
              setChangedSinceErrors(true)
            }}
            onReady={() => setEditorReady(true)}
            labelId={labelId}
            describedBy={invalid ? `${helpId} ${errorId}` : helpId}
            invalid={invalid}
          />
        </Suspense>
      ) : (
        fallback
      )}
      <ErrorList id={errorId} errors={shownErrors} />
      {aiRewrite && hydrated ? (
        <Suspense fallback={null}>
          <div className="ts-body-field__ai">
            <AiRewrite
              title={title}
              body={blocks}
              onAccept={(suggestion) => {
                setBlocks(suggestion)
                setVersion((current) => current + 1)
              }}
            />
          </div>
        </Suspense>
      ) : null}
    </div>
  )
}
