import { Link } from "react-router";
import { answerParts } from "~/lib/answer-links";

/**
 * An assistant answer's text, with the product's own pages it names by path ("(/methodology)") as
 * links (decision 186). Only the paths in `ANSWER_PAGES` are linked; everything else is text, as
 * React renders it. The path stays the link's visible text and the page's name follows it for
 * screen readers, so the link makes sense in a list of links: "/methodology (How deals are valued
 * and scored)" (the space is written, as browsers add one before a clipped span anyway). The same
 * on the server and in the browser: the text alone decides it.
 */
export function AnswerText({ text }: { text: string }) {
  return (
    <>
      {answerParts(text).map((part, i) =>
        typeof part === "string" ? (
          part
        ) : (
          <Link key={i} to={part.path} className="link">
            {part.path}
            <span className="sr-only"> ({part.page})</span>
          </Link>
        ),
      )}
    </>
  );
}
