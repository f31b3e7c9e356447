// PLACEHOLDER — replaced by the lesson's author (issue 22).
export default function Lesson() {
  return null;
}
