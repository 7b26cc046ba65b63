package dev.chessplatform.deploy.load;

/** The requests a load run sends, each timed on its own. */
enum RequestType {
  CREATE("create game", "POST /api/games"),
  JOIN("join", "POST /api/games/{id}/join"),
  LEGAL_MOVES("legal moves", "GET /api/games/{id}/legal-moves"),
  MOVE("move", "POST /api/games/{id}/moves"),
  COMPUTER_REPLY("computer reply", "GET /api/games/{id}/updates (until the engine moved)"),
  GAME("read game", "GET /api/games/{id} (after a refused move)"),
  RESIGN("resign", "POST /api/games/{id}/resign");

  final String label;
  final String request;

  RequestType(String label, String request) {
    this.label = label;
    this.request = request;
  }
}
