// The trade-in FAQ (detail §2: "FAQ accordion with 5 questions"). Native
// <details>: opens and closes with the keyboard and without JavaScript; the
// 300 ms open/close is CSS (detail §4 "Accordions open and close over 300 ms").
export function FaqAccordion({ title, items }: { title: string; items: readonly { question: string; answer: string }[] }) {
  return (
    <section className="faq" aria-labelledby="faq-title">
      <h2 id="faq-title">{title}</h2>
      {items.map((item) => (
        <details key={item.question} className="faq__item">
          <summary className="faq__question">{item.question}</summary>
          <div className="faq__answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </section>
  );
}
